import {expect, test} from '@playwright/test';

const debugPages = ['config', 'metadata', 'registry', 'routes', 'content', 'globalData'];

test.describe('debug pages (production)', () => {
  test('the debug index renders', async ({page}) => {
    await page.goto('/__docusaurus/debug');
    await expect(page.locator('main')).toContainText(/Site config/i);
  });

  for (const name of debugPages) {
    test(`/__docusaurus/debug/${name} renders its data`, async ({page}) => {
      await page.goto(`/__docusaurus/debug/${name}`);
      await expect(page.locator('main h2').first()).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
    });
  }

  test('the config page shows this site’s config', async ({page}) => {
    await page.goto('/__docusaurus/debug/config');
    await expect(page.locator('main')).toContainText('https://docusaurus.io');
  });
});
