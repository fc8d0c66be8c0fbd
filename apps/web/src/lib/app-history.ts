/**
 * Whether this browser tab showed the app before the current page load. A typed address or a reload
 * starts a new document whose router history begins again at entry 0, yet the tab's previous entry may
 * still be a page of this app, which Go Back should return to rather than the home page.
 */
const LOADED_KEY = 'qi.app-loaded';

let loadedBefore = false;

/** Called once as the app starts: remembers (for this tab only) that the app has been loaded. */
export function noteAppLoad(): void {
  try {
    loadedBefore = sessionStorage.getItem(LOADED_KEY) === '1';
    sessionStorage.setItem(LOADED_KEY, '1');
  } catch {
    // Storage disabled: Go Back then treats every page load as the first.
    loadedBefore = false;
  }
}

/** True when the browser's previous history entry is (as far as the app can tell) one of its pages. */
export function hasPreviousAppPage(): boolean {
  // React Router's browser history numbers its entries from the document's first one.
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  if (idx !== undefined && idx > 0) return true;
  return loadedBefore && window.history.length > 1;
}
