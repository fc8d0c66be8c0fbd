import type { Browser, Page } from 'playwright-core';
import { api, apiToken, validIncidentBody } from '../support/api';
import { baseUrl, DEMO, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** A submitted incident (optionally acknowledged with an investigation of its own), set up through the API. */
async function incident(description: string, investigate: boolean) {
  const userToken = await apiToken(DEMO.user);
  const qualityToken = await apiToken(DEMO.quality);
  const created = await api<{ id: string }>(
    userToken,
    'POST',
    '/v1/incidents',
    await validIncidentBody(userToken, description),
  );
  if (!investigate) return { incidentId: created.id, investigationId: '', qualityToken };
  await api(qualityToken, 'PUT', `/v1/incidents/${created.id}`, { action: 'acknowledge', severity: 'minor' });
  const investigation = await api<{ id: string }>(qualityToken, 'POST', '/v1/investigations', {
    incidentId: created.id,
  });
  return { incidentId: created.id, investigationId: investigation.id, qualityToken };
}

/** A phone: 390 px wide, touch only (no hover to reveal tooltips). */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** The page's texts that lie under the floating button (selector), once scrolled to the very bottom. */
async function textUnderButton(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  return page.evaluate((fabSelector) => {
    const fab = document.querySelector(fabSelector)?.getBoundingClientRect();
    if (!fab) throw new Error(`No ${fabSelector}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const hits: string[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element) continue;
      if (element.closest('.MuiSpeedDial-root, .MuiFab-root, [role="tooltip"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        const overlaps = r.right > fab.left && r.left < fab.right && r.bottom > fab.top && r.top < fab.bottom;
        if (r.width > 0 && overlaps) hits.push(node.textContent.trim().slice(0, 40));
      }
    }
    return hits;
  }, selector);
}

test.describe('at 390 px on a touch screen', () => {
  test("the incident action menu shows its actions' labels, and no text stays under its button", async () => {
    const { incidentId } = await incident('E2E speed dial labels on a phone', false);
    const page = await phonePage();
    await signIn(page, DEMO.quality);
    await page.goto(`/incident/${incidentId}`);
    const fab = page.getByRole('button', { name: 'Incident actions' });
    await fab.tap();
    await expect.poll(() => fab.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Acknowledge', 'Reject']) {
      const text = page.locator('.MuiSpeedDial-actions').getByText(label, { exact: true });
      await text.waitFor({ state: 'visible' });
      const box = await text.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${label} label on screen`).toBe(true);
    }
    await screenshot(page, 'speed-dial-labels-390');
    await page.getByRole('menuitem', { name: 'Acknowledge' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    expect(await textUnderButton(page, '.MuiSpeedDial-fab')).toEqual([]);
    await page.context().close();
  });

  test("the investigation's edit button leaves the last text clear", async () => {
    const { investigationId } = await incident('E2E edit button on a phone', true);
    const page = await phonePage();
    await signIn(page, DEMO.quality);
    await page.goto(`/investigation/${investigationId}`);
    await page.getByRole('link', { name: 'Edit investigation' }).waitFor();
    await page.getByRole('list', { name: 'Investigation history' }).waitFor();
    expect(await textUnderButton(page, 'a[aria-label="Edit investigation"]')).toEqual([]);
    await page.context().close();
  });
});

test.describe('investigation details read as text for people', () => {
  test('renders the description as markdown (no raw HTML, no script links) and tells the history in sentences', async () => {
    const { incidentId, investigationId, qualityToken } = await incident('E2E readable history', true);
    await api(qualityToken, 'PUT', `/v1/investigations/${investigationId}`, {
      incidentDescription:
        'Housing **cracked** on arrival.\n\n- [supplier note](https://example.com/note)\n- [bad](javascript:alert(1))\n\n<b>raw html</b>',
      containmentAction: 'Quarantined the batch.',
      incidentJustified: false,
      signedOff: { containmentAction: true },
    });

    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.user);
    await page.goto(`/investigation/${investigationId}`);
    const description = page.getByRole('region', { name: 'Incident Description' });
    await description.getByText('cracked', { exact: true }).waitFor();
    expect(await description.getByText('cracked', { exact: true }).evaluate((el) => el.tagName)).toBe(
      'STRONG',
    );
    expect(await description.getByRole('link', { name: 'supplier note' }).getAttribute('href')).toBe(
      'https://example.com/note',
    );
    expect((await description.getByText('bad').getAttribute('href')) ?? '').not.toMatch(/^javascript:/i);
    expect(await description.locator('b').count()).toBe(0);
    expect(await description.textContent()).not.toContain('**');

    const history = page.getByRole('list', { name: 'Investigation history' });
    await history.getByText(`Containment Action signed off by Quinn Quality on ${today()}`).waitFor();
    await history.getByText('Containment Action set to “Quarantined the batch.”').waitFor();
    const historyText = (await history.textContent()) ?? '';
    expect(historyText).not.toMatch(UUID);
    expect(historyText).not.toContain('containmentActionSignedBy');
    await screenshot(page, 'investigation-readable-history');

    await page.goto(`/incident/${incidentId}`);
    const incidentHistory = page.getByRole('list', { name: 'Incident history' });
    await incidentHistory.getByText('Status changed from Submitted to Acknowledged').waitFor();
    await incidentHistory.getByText('Status set to Submitted').waitFor();
    expect((await incidentHistory.textContent()) ?? '').not.toMatch(/\b(status|orderNumber|grnNumber):/);
    await context.close();
  });
});
