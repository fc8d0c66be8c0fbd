/**
 * Runs `pass` every `intervalMs` in the background, never two at a time (a tick that finds the last pass still
 * running is skipped), on a timer that does not keep the process alive. `pass` gets `stopped()` to end a long
 * pass early, and handles its own errors. Returns the function that stops the timer and waits for a running pass.
 */
export function repeatInBackground(
  intervalMs: number,
  pass: (stopped: () => boolean) => Promise<void>,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass(() => stopped).finally(() => {
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
