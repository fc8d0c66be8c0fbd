/**
 * Runs `pass` every `intervalMs` in the background, never two at a time (a tick that finds the last pass still
 * running is skipped), on a timer that does not keep the process alive. `pass` gets `stopped()` to end a long
 * pass early; its errors go to `onError`, but for those of a pass that was stopped (its database may be closing).
 * Returns the function that stops the timer and waits for a running pass.
 */
export function repeatInBackground(
  intervalMs: number,
  pass: (stopped: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const isStopped = () => stopped;
  const timer = setInterval(() => {
    if (running) return;
    running = pass(isStopped)
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
