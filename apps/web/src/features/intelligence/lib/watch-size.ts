/**
 * Calls `onResize` when the element's size changes. A ResizeObserver also reports the size it finds when
 * it starts watching: the chart was just drawn at that size, and redrawing it would double its cost.
 */
export function watchSize(element: HTMLElement, onResize: () => void): ResizeObserver {
  let width = element.clientWidth;
  let height = element.clientHeight;
  const observer = new ResizeObserver(() => {
    if (element.clientWidth === width && element.clientHeight === height) return;
    width = element.clientWidth;
    height = element.clientHeight;
    onResize();
  });
  observer.observe(element);
  return observer;
}
