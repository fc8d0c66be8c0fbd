import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROME_PATH, else the Debian package's binary. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
