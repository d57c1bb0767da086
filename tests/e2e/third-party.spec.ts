import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

// The default build configures no third-party service: no analytics without
// GTAG_TRACKING_ID, no Algolia without its credentials (embedded search).
const PAGES = [
  '/',
  '/docs/installation',
  '/blog/releases/3.9',
  '/showcase',
  '/community/support',
  '/ja/',
  '/tests/pages/analytics',
];

test('the default build makes no request to any other origin', async ({page, baseURL}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) thirdParty.push(request.url());
  });
  for (const path of PAGES) {
    await page.goto(path, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    // No analytics script or preconnect hint in the HTML either.
    const mentionsAnalytics = /googletagmanager\.com|google-analytics\.com/.test(await page.content());
    expect(mentionsAnalytics, `${path} mentions Google Analytics`).toBe(false);
    expect(await page.evaluate(() => 'gtag' in window), path).toBe(false);
  }
  // The search modal with a query stays local as well.
  await page
    .getByRole('button', {name: /^検索|^Search/})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('plugin');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(thirdParty).toEqual([]);
});

test('the analytics fixture says that this build has no tracking id', async ({page}) => {
  await page.goto('/tests/pages/analytics');
  await waitForHydration(page);
  await expect(page.getByTestId('analytics-status')).toHaveText(
    'This build has no tracking id (GTAG_TRACKING_ID was not set): the gtag plugin is not loaded.',
  );
});
