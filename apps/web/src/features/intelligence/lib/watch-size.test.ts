import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSize } from './watch-size';

/** A ResizeObserver stand-in (the test DOM's never calls back) whose callback the test calls. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly report: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
}

function sized(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => height });
  return Object.assign(element, {
    resizeTo(w: number, h: number) {
      width = w;
      height = h;
    },
  });
}

describe('watchSize', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ignores the report of the size the element had when watching began, and reports each change', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = sized(600, 360) as HTMLElement & { resizeTo(w: number, h: number): void };
    const onResize = vi.fn();
    watchSize(element, onResize);
    const observer = FakeResizeObserver.last;
    expect(observer?.observed).toEqual([element]);

    observer?.report(); // the observer's first report: same size as at the start
    expect(onResize).not.toHaveBeenCalled();

    element.resizeTo(800, 360);
    observer?.report();
    expect(onResize).toHaveBeenCalledTimes(1);

    observer?.report(); // nothing changed since
    expect(onResize).toHaveBeenCalledTimes(1);

    element.resizeTo(800, 300);
    observer?.report();
    expect(onResize).toHaveBeenCalledTimes(2);
  });
});
