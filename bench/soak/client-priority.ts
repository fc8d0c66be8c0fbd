import os from 'node:os';

/**
 * Sets the load generator's nice value (`--client-nice`, docs/decisions/033-soak-warm-up-and-client.md), once the server it measures has started: a child
 * started afterwards would inherit it, and the server must run as it would anywhere else. On Linux it applies
 * to this process's main thread, where the virtual users run.
 *
 * Why a load generator may want it: it shares the machine's two cores with the server and PostgreSQL, and every
 * millisecond it waits for a core is counted in the time of the answers arriving meanwhile. With the same
 * priority as the server it was 30–80 ms late at times (the report's "client loop late" column), which no
 * browser on another machine would add.
 *
 * Returns what was done, for the report, or null when nothing was asked.
 */
export function setClientNice(nice: number): string | null {
  if (nice === 0) return null;
  try {
    os.setPriority(nice);
    return `nice ${os.getPriority()}`;
  } catch (error) {
    // Node's SystemError: `info.code` is the system's (EACCES without the privilege), `code` is Node's own.
    const known = error as { code?: string; info?: { code?: string } };
    const code = known.info?.code ?? known.code ?? String(error);
    return `nice ${nice} refused (${code}): it stays at ${os.getPriority()}`;
  }
}
