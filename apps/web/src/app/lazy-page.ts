import { type ComponentType, createElement, isValidElement, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page or layout that can also be asked to start loading before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export: `lazyPage(() => import('./x'), 'XPage')`. `prefetch` asks for the page's
 * data; it runs beside the page's own load when the page is preloaded (preloadMatchedPages: the address
 * opened), so the answers are on their way while the page's code arrives and the layout renders. Keep what
 * it imports small: it only starts once its own chunk is in.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  prefetch?: () => Promise<unknown>,
): LazyPage {
  const component = lazy(async () => ({ default: (await load())[name] }));
  const preload = prefetch
    ? () => {
        // Its failure is the page's to show when the page asks again; the page's load is what is awaited.
        prefetch().catch(() => {});
        return load();
      }
    : load;
  return Object.assign(component, { preload });
}

/** The element for a lazily loaded page. */
export function page(component: LazyPage) {
  return createElement(component);
}

/**
 * Starts loading every lazily loaded layout and page of the matched routes at once. Left to React,
 * the page's chunk is only requested once its layout's chunk has arrived and rendered: one more
 * round trip before the page shows.
 */
export function preloadMatchedPages(matches: readonly { route: { element?: unknown } }[]): void {
  for (const { route } of matches) {
    const type = isValidElement(route.element) ? (route.element.type as Partial<LazyPage>) : undefined;
    if (typeof type?.preload === 'function') {
      // A failed load shows when the page renders (the route's error element); nothing to do here.
      type.preload().catch(() => {});
    }
  }
}
