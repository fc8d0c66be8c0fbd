let last: Promise<void> = Promise.resolve();

/**
 * Runs `work` in a task of its own once the work queued before it has run: a dashboard's charts are
 * set up one per task instead of all in one, which kept the page from answering input for a few
 * hundred milliseconds (Lighthouse's Total Blocking Time).
 */
export function drawInTurn(work: () => void): void {
  last = last.then(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          try {
            work();
          } finally {
            resolve();
          }
        }, 0);
      }),
  );
}
