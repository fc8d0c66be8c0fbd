/** How far outside the viewport a chart is drawn already, so that it is ready when scrolled to. */
const MARGIN = '200px 0px';

/**
 * Calls `run` once the element is within MARGIN of the viewport (at once where IntersectionObserver is
 * missing). Returns a function that stops waiting. A dashboard's charts below the fold are then drawn
 * when the user scrolls towards them, not all while the page loads.
 */
export function whenNearViewport(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
