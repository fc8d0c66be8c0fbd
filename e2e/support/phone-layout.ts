import type { Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;

export interface PhoneLayout {
  /** The page's own width: wider than the screen means the whole page scrolls sideways. */
  scrollWidth: number;
  /** Elements that stick out past the right edge, outside any container that scrolls on its own. */
  overflowing: string[];
  /** Buttons and links of the page that are cut off at either side (not those in such a container). */
  cutOffActions: string[];
}

/**
 * Measures the page as it is now. What sits inside a container that scrolls or clips sideways (a wide table
 * in its own scroll area) does not count: the page itself stays put.
 */
export function measurePhoneLayout(page: Page): Promise<PhoneLayout> {
  // The screen's width, not the window's: a phone browser widens the window to a page that is too wide.
  return page.evaluate((width) => {
    const inOwnScroller = (element: Element): boolean => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip')
          return true;
      }
      return false;
    };
    const describe = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${Array.from(element.classList).slice(0, 2).join('.')} '${label}' [${Math.round(box.left)}–${Math.round(box.right)}]`;
    };
    const visible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const all = Array.from(document.body.querySelectorAll('*')).filter(
      (e) => visible(e) && !inOwnScroller(e),
    );
    const overflowing = all
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      // The innermost ones name the culprit; their ancestors only follow.
      .filter((e, _, list) => !list.some((other) => other !== e && e.contains(other)))
      .map(describe);
    const cutOffActions = all
      .filter((e) => e.matches('button, a[href], [role="button"], [role="tab"], input, select, textarea'))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5;
      })
      .map(describe);
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      overflowing: overflowing.slice(0, 12),
      cutOffActions: cutOffActions.slice(0, 12),
    };
  }, PHONE.width);
}
