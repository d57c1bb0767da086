/**
 * Hosted search mode: the site built with (dummy) Algolia credentials by
 * scripts/build-hosted.mjs and served on its own port (playwright.config.ts).
 * Algolia is never reached: each test answers or refuses its requests.
 */
import {expect, test, type Page} from '@playwright/test';
import {DUMMY_ALGOLIA} from '../../scripts/lib/hosted-build.cjs';
import {waitForHydration} from './helpers';
import {openSearchModal, searchInput, searchModal} from './searchModal';

const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

type SearchRequestBody = {requests?: Record<string, unknown>[]};

/** Records every search sent to Algolia and answers it with no hits, or fails it like a lost connection. */
async function interceptAlgolia(page: Page, answer: 'no-hits' | 'offline'): Promise<SearchRequestBody[]> {
  const sent: SearchRequestBody[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.abort('internetdisconnected');
    const body = (request.postDataJSON() ?? {}) as SearchRequestBody;
    sent.push(body);
    if (answer === 'offline') return route.abort('internetdisconnected');
    const results = (body.requests ?? []).map((r) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: String(r.query ?? ''),
      params: '',
      index: String(r.indexName ?? DUMMY_ALGOLIA.ALGOLIA_INDEX_NAME),
    }));
    return route.fulfill({json: {results}});
  });
  return sent;
}

test('the page preconnects to Algolia and the modal searches the current language and docs version', async ({page}) => {
  const sent = await interceptAlgolia(page, 'no-hits');
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await expect(
    page.locator(`link[rel="preconnect"][href="https://${DUMMY_ALGOLIA.ALGOLIA_APP_ID}-dsn.algolia.net"]`),
  ).toHaveCount(1);
  expect(sent).toHaveLength(0);

  await openSearchModal(page);
  await searchInput(page).fill('versioning');
  await expect.poll(() => sent.length, {timeout: 15_000}).toBeGreaterThan(0);
  const request = sent.at(-1)!.requests![0]!;
  expect(request.indexName).toBe(DUMMY_ALGOLIA.ALGOLIA_INDEX_NAME);
  expect(request.query).toBe('versioning');
  const filters = JSON.stringify(request.facetFilters ?? request.params);
  expect(filters).toContain('language:en');
  expect(filters).toContain('docusaurus_tag:docs-default-3.9.2');

  // ALGOLIA_ASSISTANT_ID is set: the modal offers Ask AI for the query.
  await expect(
    searchModal(page)
      .getByText(/Ask AI/)
      .first(),
  ).toBeVisible();
});

test('with Algolia unreachable, the modal shows the error screen instead of hanging', async ({page}) => {
  await interceptAlgolia(page, 'offline');
  await page.goto('/');
  await waitForHydration(page);
  await openSearchModal(page);
  await searchInput(page).fill('versioning');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 15_000});
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

  // A new, empty query gives the modal its own screen back.
  await searchInput(page).fill('');
  await expect(page.getByText('Unable to fetch results')).toBeHidden();
});

test('the search page also queries Algolia, and no embedded index is shipped', async ({page, request}) => {
  const sent = await interceptAlgolia(page, 'no-hits');
  await page.goto('/search?q=plugins');
  await expect
    .poll(() => sent.flatMap((b) => b.requests ?? []).some((r) => JSON.stringify(r).includes('plugins')), {
      timeout: 15_000,
    })
    .toBe(true);
  expect((await request.get('/pagefind/pagefind.js')).status()).toBe(404);
});

test('the search button is named by its visible text, Algolia mode too (WCAG 2.5.3)', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const button = page.locator('.DocSearch-Button');
  await expect(button.locator('.DocSearch-Button-Keys')).toHaveText(/Ctrl\s*K/);
  await expect(button).toHaveAccessibleName('Search Ctrl K');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
});
