import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {hitPaths, openSearchModal, searchInput, searchModal} from './searchModal';

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
}

test.describe('search (embedded index)', () => {
  test.beforeEach(async ({page}) => {
    // Nothing may leave the site in embedded mode: fail on any request to another origin.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) {
        throw new Error(`Request left the site: ${request.url()}`);
      }
    });
  });

  test('the search button is named by its visible text in both languages (WCAG 2.5.3)', async ({page}) => {
    for (const [path, text] of [
      ['/docs/installation', 'Search'],
      ['/ja/docs/installation', '検索'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const button = page.locator('.DocSearch-Button');
      await expect(button.locator('.DocSearch-Button-Keys')).toHaveText(/Ctrl\s*K/);
      await expect(button).toHaveAccessibleName(`${text} Ctrl K`);
      await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
    }
  });

  test('the modal opens by click, by keyboard focus + Enter, by Ctrl+K and by "/", and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // Nothing on the page talks to Algolia, not even a preconnect hint.
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);
    await openSearchModal(page);
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toBeHidden();

    await page
      .getByRole('button', {name: /^Search/})
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(searchModal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await expect(searchModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toBeHidden();

    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    await expect(searchModal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
  });

  for (const [query, path] of [
    ['versioning', '/docs/versioning'],
    ['swizzling', '/docs/swizzling'],
    ['deployment', '/docs/deployment'],
    ['changelog', '/changelog'],
  ] as const) {
    test(`"${query}" finds ${path} first`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      await openSearchModal(page);
      await search(page, query);
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${path.replace(/\./g, '\\.')}`),
      );
    });
  }

  test('Enter opens the selected hit at its anchor, and the search is remembered', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await openSearchModal(page);
    await search(page, 'versioning');
    await page.keyboard.press('ArrowDown');
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    expect(href).toMatch(/#/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await openSearchModal(page);
    await expect(page.locator('.DocSearch-Hit-source').filter({hasText: /Recent/})).toBeVisible();
  });

  test('an unknown word shows the no-results state', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearchModal(page);
    await searchInput(page).fill('qqqqqqqqqq');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible({timeout: 15_000});
    await expect(page.locator('.DocSearch-NoResults')).toContainText(/No results (found )?for/);
  });

  test('"See all results" leads to the search page, which works from its URL', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearchModal(page);
    await search(page, 'sidebar');
    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/search\?q=sidebar$/);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible({timeout: 15_000});

    await page.goto('/search?q=plugins&version=3.8.1');
    await expect(page.getByRole('heading', {level: 1})).toContainText('plugins');
    await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /^\/docs\/3\.8\.1\//);
    await page.getByLabel('Search for').fill('themes');
    await expect(page).toHaveURL(/q=themes/);
  });

  test('excerpts hold page content only, not the skip link or other page chrome', async ({page}) => {
    await page.goto('/search?q=plugin');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const texts = await results.allInnerTexts();
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text).not.toMatch(/Skip to main content|main content\./);
  });

  test('when the index cannot be fetched, the modal shows the network error state', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await waitForHydration(page);
    await openSearchModal(page);
    await searchInput(page).fill('versioning');
    await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 15_000});
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    // Closed and opened again, the modal starts afresh.
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toBeHidden();
    await openSearchModal(page);
    await expect(searchInput(page)).toHaveValue('');
    await expect(page.getByText('Unable to fetch results')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-search-unreachable');
  });

  test('the Japanese site searches its own pages', async ({page}) => {
    await page.goto('/ja/');
    await waitForHydration(page);
    await openSearchModal(page);
    const hrefs = await hitPaths(page, 'サポート');
    expect(hrefs.every((h) => h.startsWith('/ja/'))).toBe(true);
    expect(hrefs).toContain('/ja/community/support');
  });
});
