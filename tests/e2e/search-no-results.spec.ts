/**
 * The embedded modal's no-results screen (src/plugins/search/components/NoResultsSuggestions): queries to try instead
 * (pages the reader opened from recent searches, else the locale's popular pages) and "Let us know.", a prefilled
 * issue on the site's repository.
 */
import {expect, test, type Page} from '@playwright/test';
import {openFirstHit, openSearchModal, searchInput, searchModal} from './searchModal';
import {waitForHydration} from './helpers';

test.use({serviceWorkers: 'block'});
test.describe.configure({timeout: 120_000});

const NONSENSE = 'vxzqjwk';

async function searchNothing(page: Page): Promise<void> {
  await openSearchModal(page);
  await searchInput(page).fill(NONSENSE);
  await expect(searchModal(page).locator('.DocSearch-NoResults')).toBeVisible({timeout: 15_000});
}

const suggestions = (page: Page) =>
  searchModal(page).locator('.site-no-results-help .DocSearch-NoResults-Prefill-List');

test('English: popular pages to try, one click searches them, and a prefilled issue', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await searchNothing(page);
  await expect(suggestions(page).getByText('Try searching for')).toBeVisible();
  await expect(suggestions(page).getByRole('button')).toHaveText(['Installation', 'Configuration', 'Deployment']);
  // DocSearch's own list (section names of earlier results) is not shown beside it.
  await expect(searchModal(page).locator('.DocSearch-NoResults-Prefill-List:visible')).toHaveCount(1);

  const report = searchModal(page).getByRole('link', {name: 'Let us know.'});
  await expect(searchModal(page).getByText('Believe this query should return results?')).toBeVisible();
  const href = new URL((await report.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://github.com/facebook/docusaurus/issues/new');
  expect(href.searchParams.get('title')).toBe(`Search: no results for "${NONSENSE}" (en)`);
  expect(href.searchParams.get('body')).toContain('/docs/installation');

  await suggestions(page).getByRole('button', {name: 'Configuration'}).click();
  await expect(searchInput(page)).toHaveValue('Configuration');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchModal(page).locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
});

test('the pages the reader opened from recent searches come first', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await openFirstHit(page, 'swizzling')).toBe('/docs/swizzling');
  await searchNothing(page);
  await expect(suggestions(page).getByRole('button').first()).toHaveText('Swizzling');
});

test('Japanese: the suggestions and texts are Japanese, and keyboard reachable', async ({page}) => {
  await page.goto('/ja/docs/installation');
  await waitForHydration(page);
  await searchNothing(page);
  await expect(suggestions(page).getByRole('button')).toHaveText(['インストール', '設定', 'デプロイ']);
  const report = searchModal(page).getByRole('link', {name: '報告する'});
  const href = new URL((await report.getAttribute('href'))!);
  expect(href.searchParams.get('title')).toBe(`Search: no results for "${NONSENSE}" (ja)`);
  const first = suggestions(page).getByRole('button', {name: 'インストール'});
  for (let i = 0; i < 5 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(searchInput(page)).toHaveValue('インストール');
  await expect(searchModal(page).locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
});
