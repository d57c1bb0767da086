/**
 * The analytics fixture (`/tests/pages/analytics`) in the hosted test build,
 * which sets GTAG_TRACKING_ID to a test id (scripts/lib/hosted-build.cjs).
 * Every request to Google is intercepted: nothing leaves the machine.
 */
import {expect, test, type Page} from '@playwright/test';
import {TEST_GTAG_TRACKING_ID} from '../../scripts/lib/hosted-build.cjs';
import {waitForHydration} from './helpers';

const base = '/tests/pages';
const analyticsHosts = /googletagmanager\.com|google-analytics\.com/;

test.describe('analytics fixture', () => {
  type Call = unknown[];
  const readDataLayer = (page: Page): Promise<Call[]> =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
    );
  const pageViews = (calls: Call[]) => calls.filter((call) => call[0] === 'event' && call[1] === 'page_view');

  test('the page configures the tracking id, and client-side navigations queue page views', async ({page}) => {
    const blocked: string[] = [];
    await page.route(analyticsHosts, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${base}/analytics`);
    await waitForHydration(page);
    await expect(page.getByTestId('analytics-status')).toHaveText(
      'This build has a tracking id: the gtag plugin is loaded.',
    );

    const initial = await readDataLayer(page);
    expect(initial).toContainEqual(['config', TEST_GTAG_TRACKING_ID, {}]);
    expect(initial.some((call) => call[0] === 'js')).toBe(true);
    // The first page view is gtag.js's own job (blocked here): the plugin sends none on load.
    expect(pageViews(initial)).toHaveLength(0);
    expect(blocked.some((url) => url.includes(`gtag/js?id=${TEST_GTAG_TRACKING_ID}`))).toBe(true);

    await page.getByRole('link', {name: 'Same page with a query string'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/analytics\?view=second$/);
    await expect.poll(async () => pageViews(await readDataLayer(page)).length).toBe(1);
    expect(await readDataLayer(page)).toContainEqual(['set', 'page_path', '/tests/pages/analytics?view=second']);

    await page.getByRole('link', {name: 'Another fixture page'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking$/);
    await expect.poll(async () => pageViews(await readDataLayer(page)).length).toBe(2);
    const calls = await readDataLayer(page);
    const setPath = calls.findIndex((call) => call[0] === 'set' && call[2] === '/tests/pages/linking');
    expect(setPath).toBeGreaterThan(-1);
    expect(calls[setPath + 1]).toEqual(['event', 'page_view']);
  });

  test('a custom event goes through window.gtag', async ({page}) => {
    await page.route(analyticsHosts, (route) => route.fulfill({status: 204, body: ''}));
    await page.goto(`${base}/analytics`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Send a custom analytics event'}).click();
    expect(await readDataLayer(page)).toContainEqual(['event', 'fixture_button_click', {fixture: 'analytics'}]);
    await expect(page.getByTestId('analytics-calls')).toContainText('"fixture_button_click"');
  });
});
