import {expect, test} from '@playwright/test';

// The reader-visible defects of theme-classic that the ejected-file patches fix (config/patches.ts). Each test
// fails when its patch is switched off (DISABLE_PATCHES=<name>).

test('code-line-spans: code lines are phrasing content inside <code>', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks');
  const block = page.locator('.theme-code-block code').first();
  await expect(block.locator('.token-line').first()).toBeVisible();
  const lineTags = await block.locator('.token-line').evaluateAll((lines) => [...new Set(lines.map((l) => l.tagName))]);
  expect(lineTags).toEqual(['SPAN']);
  expect(await page.locator('.theme-code-block code div').count()).toBe(0);
});

test('tab-panel-ids: every tab names the panel it shows, and the panel names its tab', async ({page}) => {
  await page.goto('/docs/installation');
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(3);
  const pairs = await tabs.evaluateAll((elements) =>
    elements.map((tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      return {
        tab: tab.id,
        panelRole: panel?.getAttribute('role') ?? null,
        labelledBy: panel?.getAttribute('aria-labelledby') ?? null,
      };
    }),
  );
  for (const pair of pairs) {
    expect(pair.tab).not.toBe('');
    expect(pair).toEqual({tab: pair.tab, panelRole: 'tabpanel', labelledBy: pair.tab});
  }
});

test('blog-archive-headings: the archive years are headings of level 2, under the page title', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 2, name: '2025'})).toBeVisible();
  await expect(page.locator('main h3')).toHaveCount(0);
});
