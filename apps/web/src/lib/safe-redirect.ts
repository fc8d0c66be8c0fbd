const NO_RETURN = ['/login', '/logout', '/reset-password'];

/**
 * The `from` query of /login, if it is a path of this app (never another origin, never an auth page).
 */
export function safeRedirectTarget(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const path = from.split(/[?#]/)[0] ?? '';
  if (NO_RETURN.includes(path)) return null;
  return from;
}
