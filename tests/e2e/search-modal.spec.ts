/**
 * The search modal in embedded mode (the default build, answered by the
 * site's own index): recent and favourite searches, and no Ask AI. Every
 * request of each test's browser context, service worker included, is
 * recorded: none may leave the site.
 */
import {expect, test} from '@playwright/test';
import {checkRecentAndFavouriteSearches, openSearchModal, searchInput, searchModal} from './searchModal';
import {waitForHydration} from './helpers';

let requested: string[] = [];

// Searches on two busy cores: several index fetches and reloads per test.
test.describe.configure({timeout: 240_000});

test.beforeEach(async ({context}) => {
  requested = [];
  context.on('request', (request) => requested.push(request.url()));
});

test.afterEach(async ({baseURL}) => {
  const origin = new URL(baseURL!).origin;
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
});

test('recent and favourite searches: listed, starred, kept across reloads, removed', async ({page}) => {
  await checkRecentAndFavouriteSearches(page, ['versioning', 'swizzling']);
});

test('there is no Ask AI entry, and no request to an AI service', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await openSearchModal(page);
  for (const query of ['How do I version my docs?', 'qqqqqqqqqq']) {
    await searchInput(page).fill(query);
    // Hits for the question; the no-results screen for the second query.
    await expect(searchModal(page).locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(searchModal(page).locator('.DocSearch-Hit--AskAI')).toHaveCount(0);
    await expect(searchModal(page)).not.toContainText(/Ask AI/i);
  }
  expect(requested.filter((url) => /askai|algolia/i.test(url))).toEqual([]);
});
