import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadMatchedPages } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it("preloading the matched routes loads each page and starts the page's prefetch beside it", async () => {
    let loaded: (module: { Page: typeof Page }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Page: typeof Page }>((resolve) => (loaded = resolve)));
    const prefetch = vi.fn(async () => {});
    const prefetched = lazyPage(load, 'Page', prefetch);
    const plainLoad = vi.fn(async () => ({ Page }));
    const plain = lazyPage(plainLoad, 'Page');

    preloadMatchedPages([
      { route: { element: createElement(plain) } },
      { route: { element: createElement(prefetched) } },
      { route: {} },
    ]);
    // The prefetch does not wait for the page's code.
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(plainLoad).toHaveBeenCalledTimes(1);
    loaded({ Page });
  });

  it('a prefetch that fails leaves the page to load', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page', () => Promise.reject(new Error('offline')));
    await expect(page.preload()).resolves.toEqual({ Page });
  });
});
