import * as chromeLauncher from 'chrome-launcher';

/** Headless Chromium as this machine runs it (as root, no GPU, no outside network). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningChrome {
  port: number;
  kill(): Promise<void>;
}

/** Starts Chromium (CHROME_PATH, else the Debian package's binary) with remote debugging on `port`. */
export async function launchChrome(port: number): Promise<RunningChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port,
    logLevel: 'error',
  });
  return { port: chrome.port, kill: async () => chrome.kill() };
}
