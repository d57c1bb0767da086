import {AxeBuilder} from '@axe-core/playwright';
import {expect, type Browser} from '@playwright/test';

/** The rules scripts/check-a11y.mjs runs on every page template. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on a view that the template list of check:a11y does not hold (a feature's own page or state), in light and
 * dark mode, after hydration and after `ready` (what must be on the page before it is checked) is visible.
 */
export async function expectNoAxeViolations(
  browser: Browser,
  url: string,
  ready: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({colorScheme, reducedMotion: 'reduce'});
    try {
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await expect(ready(page).first()).toBeVisible();
      const {violations} = await new AxeBuilder({page}).withTags(TAGS).analyze();
      expect(
        violations.map((v) => `[${colorScheme}] ${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  }
}
