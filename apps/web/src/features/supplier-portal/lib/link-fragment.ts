/**
 * The link in the email is `/supplier#token=…` (decision 051: a fragment never reaches a server or its logs).
 * The page reads the token from it, then replaces the address without it (history.replaceState through the
 * router), so that it is not left in the history, a bookmark or a shared screen.
 */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}
