import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Drives the Chromium that Lighthouse uses (over its debugging port) to do what Lighthouse cannot:
 * sign in through the real /login page, so the signed-in pages find their session in localStorage,
 * and empty the HTTP cache before each audit, so every page is measured cold.
 */
export class BrowserSession {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async connect(debuggingPort: number): Promise<BrowserSession> {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return new BrowserSession(browser, page);
  }

  /** Signs in on /login as a user would and waits for the home page. */
  async signIn(baseUrl: string, email: string, password: string): Promise<void> {
    await this.page.goto(`${baseUrl}/login`);
    await this.page.getByLabel(/^Email/).fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
    await this.page.waitForURL(`${baseUrl}/home`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Empties the browser's HTTP cache (localStorage, and so the session, stays). */
  async clearHttpCache(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }

  /** Leaves a blank tab, so nothing of the app runs while Lighthouse opens its own. */
  async idle(): Promise<void> {
    await this.page.goto('about:blank');
  }

  async disconnect(): Promise<void> {
    await this.page.close();
    // Over CDP, close() only disconnects: the Chromium belongs to chrome-launcher.
    await this.browser.close();
  }
}
