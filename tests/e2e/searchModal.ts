/**
 * The DocSearch modal as a reader uses it, shared by the embedded and hosted
 * specs: open it, open a hit, and the start screen's recent and favourite
 * searches (DocSearch 4.7 keeps them in localStorage under
 * `__DOCSEARCH_RECENT_SEARCHES__<index>` and `__DOCSEARCH_FAVORITE_SEARCHES__<index>`).
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

export const searchModal = (page: Page): Locator => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page): Locator => page.locator('.DocSearch-Input');

export async function openSearchModal(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /^(Search|検索)/})
    .first()
    .click();
  await expect(searchModal(page)).toBeVisible();
}

/** Types `query` in the open modal and returns the pathnames of its hits, once the first is shown. */
export async function hitPaths(page: Page, query: string): Promise<string[]> {
  await searchInput(page).fill(query);
  await expect(searchModal(page).locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  return searchModal(page)
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
}

/** A section of the start screen, by its exact title ("Recent", "Favorite", "Recent conversations"). */
export function startScreenSection(page: Page, title: string): Locator {
  return searchModal(page)
    .locator('.DocSearch-Hits')
    .filter({has: page.locator('.DocSearch-Hit-source').getByText(title, {exact: true})});
}

/** The pathnames the entries of a start screen section lead to. */
export function sectionPaths(section: Locator): Promise<string[]> {
  return section
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** Searches `query` in a newly opened modal, opens the first page hit, and returns the pathname it led to. */
export async function openFirstHit(page: Page, query: string): Promise<string> {
  await openSearchModal(page);
  await searchInput(page).fill(query);
  // The results of the query, not the start screen's recent or favourite entries still shown until they arrive.
  const hit = searchModal(page)
    .locator('.DocSearch-Hits')
    .filter({hasNot: page.locator('.DocSearch-Hit-source').getByText(/^(Recent|Favorite)$/)})
    .locator('.DocSearch-Hit a')
    .first();
  await expect(hit).toBeVisible({timeout: 30_000});
  const pathname = new URL((await hit.getAttribute('href'))!, page.url()).pathname;
  const titleBefore = await page.title();
  await hit.click();
  await expect(searchModal(page)).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  // The address changes at once, the page only once its chunks have loaded: until then the old page (and its
  // search button, whose modal would go with it when the new page replaces the navbar) is still the one shown.
  // The canonical link is no sign of the new page: the site-wide metadata writes it from the address at once.
  // The title is the new page's own, written when it renders.
  await expect(page).not.toHaveTitle(titleBefore);
  return pathname;
}

/** Clicks the action button named `title` on the entry of `section` leading to `pathname`. */
async function entryAction(section: Locator, pathname: string, title: string): Promise<void> {
  const entry = section.locator('.DocSearch-Hit').filter({has: section.page().locator(`a[href^="${pathname}"]`)});
  await entry.hover();
  await entry.getByRole('button', {name: title, exact: true}).click();
}

/**
 * A search opened from the modal is listed under Recent; starring it moves it
 * to Favorite; both lists survive a reload; removing empties them, for good.
 */
export async function checkRecentAndFavouriteSearches(page: Page, queries: [string, string]): Promise<void> {
  const recent = startScreenSection(page, 'Recent');
  const favourite = startScreenSection(page, 'Favorite');
  const reopen = async () => {
    await page.reload();
    await waitForHydration(page);
    await openSearchModal(page);
  };

  // With both lists empty, DocSearch 4.7 shows nothing below the input (no "No recent searches" text).
  const expectEmptyStartScreen = async () => {
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchModal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  };

  await page.goto('/');
  await waitForHydration(page);
  await openSearchModal(page);
  await expectEmptyStartScreen();
  await page.keyboard.press('Escape');

  const first = await openFirstHit(page, queries[0]);
  await openSearchModal(page);
  await expect.poll(() => sectionPaths(recent)).toEqual([first]);
  await expect(favourite).toHaveCount(0);
  await entryAction(recent, first, 'Save this search');
  await expect.poll(() => sectionPaths(favourite)).toEqual([first]);
  await expect(recent).toHaveCount(0);
  await page.keyboard.press('Escape');

  const second = await openFirstHit(page, queries[1]);
  expect(second).not.toBe(first);
  await reopen();
  await expect.poll(() => sectionPaths(recent)).toEqual([second]);
  await expect.poll(() => sectionPaths(favourite)).toEqual([first]);

  await entryAction(recent, second, 'Remove this search from history');
  await expect(recent).toHaveCount(0);
  await entryAction(favourite, first, 'Remove this search from favorites');
  await expect(favourite).toHaveCount(0);
  await expectEmptyStartScreen();
  await reopen();
  await expectEmptyStartScreen();
}
