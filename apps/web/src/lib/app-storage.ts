/** Every key the app writes to localStorage starts with this prefix, so sign-out can clear them all. */
export const STORAGE_PREFIX = 'qi.';

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeKey(key: string): void {
  localStorage.removeItem(STORAGE_PREFIX + key);
}

/** Removes the app's localStorage entries and the whole sessionStorage (docs/product.md §4 Session). */
export function clearAppStorage(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
  sessionStorage.clear();
}
