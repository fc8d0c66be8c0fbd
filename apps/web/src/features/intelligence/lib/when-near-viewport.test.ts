import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './when-near-viewport';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver stand-in (jsdom has none) whose callback the test calls. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: Report,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('whenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs once the element comes within the margin of the viewport, and only once', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const element = document.createElement('div');
    const run = vi.fn();
    whenNearViewport(element, run);
    const observer = FakeIntersectionObserver.last;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options.rootMargin).toBe('200px 0px');

    observer?.report([{ isIntersecting: false }]);
    expect(run).not.toHaveBeenCalled();
    observer?.report([{ isIntersecting: true }]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('stops waiting when asked to', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const stop = whenNearViewport(document.createElement('div'), vi.fn());
    stop();
    expect(FakeIntersectionObserver.last?.disconnected).toBe(true);
  });

  it('runs at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const run = vi.fn();
    whenNearViewport(document.createElement('div'), run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
