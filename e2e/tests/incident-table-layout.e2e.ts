import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DEMO, expectAccessible, launchBrowser, screenshot, signIn } from '../support/browser';
import { expect, test } from '../support/test';

const LAPTOP = { width: 1366, height: 900 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl(), viewport: LAPTOP });
  // A hang guard for each step, as in newPage(): a busy machine takes seconds over one.
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  await signIn(page, DEMO.quality);
});
test.afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function openIncidents(): Promise<void> {
  await page.goto('/incidents');
  await page
    .getByRole('table', { name: 'Incidents' })
    .locator('[aria-label="Open incident"]')
    .first()
    .waitFor();
}

function inViewport(box: { x: number; y: number; width: number; height: number } | null): boolean {
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= LAPTOP.width && box.y + box.height <= LAPTOP.height;
}

test.describe('incident table on a 1366 × 900 screen', () => {
  test('shows the triage columns and the horizontal scrollbar without scrolling the page', async () => {
    await openIncidents();
    const table = page.getByRole('table', { name: 'Incidents' });
    for (const name of ['Status', 'Investigation', 'Incident Justified', 'Incident Location']) {
      const header = table.locator('th').filter({ has: page.getByRole('button', { name, exact: true }) });
      expect(inViewport(await header.boundingBox()), `${name} header on screen`).toBe(true);
    }
    // The box the rows scroll in, whose bottom edge carries the horizontal scrollbar.
    const container = table.locator('xpath=..');
    const box = await container.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(LAPTOP.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'incident-table-1366');
  });

  test('cuts long cell values with an ellipsis and gives them whole in the title', async () => {
    await openIncidents();
    const cell = page.getByRole('table', { name: 'Incidents' }).locator('td.incident-cell[title]').first();
    const style = await cell.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { overflow: computed.textOverflow, wrap: computed.whiteSpace, max: computed.maxWidth };
    });
    expect(style).toEqual({ overflow: 'ellipsis', wrap: 'nowrap', max: '220px' });
  });

  test('outlines a sortable header reached with the keyboard', async () => {
    await openIncidents();
    await page.getByRole('button', { name: 'Columns' }).focus();
    const label = page.getByRole('button', { name: 'Incident Number', exact: true });
    for (let i = 0; i < 6 && !(await label.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    const outline = await label.evaluate((el) => {
      const computed = getComputedStyle(el);
      return {
        focused: el.matches(':focus-visible'),
        style: computed.outlineStyle,
        width: computed.outlineWidth,
      };
    });
    expect(outline).toEqual({ focused: true, style: 'solid', width: '2px' });
  });

  test("filters months typed MM-YYYY, with no '--------- ----' pattern and no '(Empty) (0)' choice", async () => {
    await openIncidents();
    await page.getByRole('button', { name: 'Filter Incident Date' }).click();
    let dialog = page.getByRole('dialog', { name: 'Filter Values' });
    const from = dialog.getByRole('textbox', { name: 'From' });
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.getAttribute('placeholder')).toBe('MM-YYYY');
    expect(await from.inputValue()).toBe('');
    await expectAccessible(page);
    const [year, month] = new Date().toISOString().slice(0, 7).split('-');
    await from.pressSequentially(`${month}${year}`);
    expect(await from.inputValue()).toBe(`${month}-${year}`);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Filter Incident Date (active)' }).waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).click();

    // Every incident has a status: no empty choice is listed.
    await page.getByRole('button', { name: 'Filter Status' }).click();
    dialog = page.getByRole('dialog', { name: 'Filter Values' });
    await dialog.getByRole('checkbox', { name: /^Submitted \(\d+\)$/ }).waitFor();
    expect(await dialog.getByText(/\(Empty\)/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
