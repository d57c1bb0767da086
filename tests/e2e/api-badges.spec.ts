/**
 * "Since" and "removed" badges in the API reference's option tables (src/plugins/version-changes/apiBadges.ts,
 * shown by src/components/APITable), in both locales. Examples checked by hand against the installed packages.
 */
import {expect, test, type Page} from '@playwright/test';

const row = (page: Page, option: string) =>
  page.locator('tr', {has: page.locator(`td:first-child code:text-is("${option}")`)});

test('Canary: storage became a top-level field in 3.10', async ({page}) => {
  await page.goto('/docs/next/api/docusaurus-config');
  await expect(row(page, 'storage').first().locator('.badge')).toHaveText('since 3.10');
  // The row keeps its anchor (the badge is not part of the option's name).
  await expect(page.locator('tr#storage')).toHaveCount(1);
  await expect(row(page, 'baseUrl').first().locator('.badge')).toHaveCount(0);
});

test('3.9.2: new in 3.9, and removed in 3.10', async ({page}) => {
  await page.goto('/docs/cli');
  await expect(row(page, 'DOCUSAURUS_DISABLE_LAST_UPDATE').locator('.badge')).toHaveText('removed in 3.10');
  await page.goto('/docs/api/plugins/@docusaurus/plugin-content-docs');
  await expect(row(page, 'sidebar_key').locator('.badge')).toHaveText('since 3.9');
});

test('Japanese: the badges are in Japanese', async ({page}) => {
  await page.goto('/ja/docs/next/api/docusaurus-config');
  await expect(row(page, 'storage').first().locator('.badge')).toHaveText('3.10 から');
  await page.goto('/ja/docs/cli');
  await expect(row(page, 'DOCUSAURUS_DISABLE_LAST_UPDATE').locator('.badge')).toHaveText('3.10 で削除');
});
