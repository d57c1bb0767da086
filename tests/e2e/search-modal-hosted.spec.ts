/**
 * Recent and favourite searches in hosted mode (build-hosted/, dummy Algolia
 * credentials): Algolia is answered by page.route with records shaped like a
 * DocSearch index (tests/mocks/algoliaSearch.ts); every other request that
 * would leave the site is refused.
 */
import {expect, test} from '@playwright/test';
import {pageRecord, searchResponse, type SearchRequest} from '../mocks/algoliaSearch';
import {checkRecentAndFavouriteSearches, openSearchModal, searchInput, searchModal} from './searchModal';
import {waitForHydration} from './helpers';

const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

const RECORDS = {
  versioning: pageRecord({path: '/docs/versioning', title: 'Versioning'}),
  installation: pageRecord({path: '/docs/installation', title: 'Installation'}),
};

test.use({serviceWorkers: 'block'});
// Several searches and reloads on two busy cores.
test.describe.configure({timeout: 240_000});

test.beforeEach(async ({context, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.route(ALGOLIA_HOSTS, async (route) => {
    const {requests = []} = (route.request().postDataJSON() ?? {}) as {requests?: SearchRequest[]};
    const recordsFor = (query: string) =>
      Object.entries(RECORDS)
        .filter(([word]) => query.toLowerCase().includes(word))
        .map(([, record]) => record);
    await route.fulfill({json: searchResponse(requests, recordsFor)});
  });
});

test('recent and favourite searches: listed, starred, kept across reloads, removed', async ({page}) => {
  // Five page loads with the full DocSearch modal: on a busy 2-core machine this went past the 30 s default.
  test.slow();
  await checkRecentAndFavouriteSearches(page, ['versioning', 'installation']);
});

test('no results: pages to try instead, and "Let us know." opens a prefilled issue', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await openSearchModal(page);
  await searchInput(page).fill('versioning');
  await expect(searchModal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await searchInput(page).fill('qqqqqqqqqq');
  const screen = searchModal(page).locator('.DocSearch-NoResults');
  await expect(screen.getByText('Try searching for')).toBeVisible();
  await expect(screen.locator('.DocSearch-Prefill:visible')).toHaveText([
    'Installation',
    'Configuration',
    'Deployment',
  ]);
  const href = new URL((await screen.getByRole('link', {name: 'Let us know.'}).getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://github.com/facebook/docusaurus/issues/new');
  expect(href.searchParams.get('title')).toBe('Search: no results for "qqqqqqqqqq" (en)');
});
