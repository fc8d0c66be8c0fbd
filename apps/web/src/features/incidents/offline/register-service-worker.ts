/**
 * Installs the service worker that keeps the app shell on the device (vite.config.ts), once a signed-in
 * page has shown: /login stays as light as it was, and the worker it installs takes over the next pages.
 * The worker activates at once (skipWaiting, clientsClaim), so the browser's own registration is all that
 * is needed; workbox-window would add to every page's download for nothing used here.
 * Not in development: there every module is served on its own and a precache would pin stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.error('Installing the service worker failed', error));
}
