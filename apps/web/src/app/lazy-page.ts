import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The element for a lazily loaded page. */
export function page(component: LazyExoticComponent<ComponentType>) {
  return createElement(component);
}
