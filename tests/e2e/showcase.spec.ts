import {expect, test} from '@playwright/test';
import sites from '../../src/data/showcase/sites.json';
import {waitForHydration} from './helpers';

const favorites = sites.filter((s) => s.tags.includes('favorite'));
const count = (page: import('@playwright/test').Page) =>
  page.locator('[aria-live="polite"]').filter({hasText: /sites?$/});

/** The last site of the list of every site: far below the fold. Its card, and the link of its title. */
function lastCard(page: import('@playwright/test').Page) {
  const site = sites[sites.length - 1]!;
  const card = page
    .locator('#showcase-all + ul > li')
    .filter({has: page.getByRole('heading', {level: 3, name: site.title, exact: true})});
  return {site, card, title: card.getByRole('link', {name: site.title, exact: true})};
}

test.describe('showcase', () => {
  test('without filters: the favourites section and every site, each card with its links', async ({page}) => {
    await page.goto('/showcase');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const favSection = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: /favorites/i})});
    await expect(favSection.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3})})).toHaveCount(
      favorites.length,
    );
    const allSection = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: /All sites/i})});
    await expect(allSection.getByRole('heading', {level: 3})).toHaveCount(sites.length);
    await expect(count(page)).toHaveText(`${sites.length} sites`);
    const withSource = sites.find((s) => s.source)!;
    const card = allSection
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {level: 3, name: withSource.title, exact: true})});
    await expect(card.getByRole('link', {name: withSource.title, exact: true})).toHaveAttribute(
      'href',
      withSource.website,
    );
    await expect(card.getByRole('link', {name: /Source/})).toHaveAttribute('href', withSource.source!);
    await expect(page.getByRole('link', {name: /Add your site/})).toHaveAttribute(
      'href',
      /github\.com\/facebook\/docusaurus\/discussions/,
    );
  });

  test('cards far below the fold are hydrated when scrolled to, with their drawn header', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/showcase');
    await waitForHydration(page);
    const {site: last, card, title} = lastCard(page);
    // React attaches its fiber to every element it hydrated or rendered.
    const isReactElement = () =>
      title.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')));
    // Server-rendered and readable, but not hydrated: the page hydrated without it.
    await expect(title).toHaveAttribute('href', last.website);
    expect(await isReactElement()).toBe(false);

    await card.scrollIntoViewIfNeeded();
    await expect.poll(isReactElement).toBe(true);
    // The header is drawn with CSS from the site's data, hidden from assistive technology: no image to load.
    const header = card.locator('[aria-hidden="true"]').first();
    await expect(header).toContainText(new URL(last.website).hostname.replace(/^www\./, ''));
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card.getByRole('heading', {level: 3})).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('cards far below the fold are not laid out or painted until they come near the viewport', async ({page}) => {
    await page.goto('/showcase');
    await waitForHydration(page);
    const {site: last, card, title} = lastCard(page);
    // False while the browser skips the card's contents (content-visibility: auto): 289 cards of style and
    // layout work were most of the showcase's load on a phone.
    const rendered = () => title.evaluate((link) => link.checkVisibility({contentVisibilityAuto: true}));
    expect(await rendered()).toBe(false);
    // Still in the page for search, find-in-page and assistive technology.
    await expect(title).toHaveAttribute('href', last.website);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(title).toBeVisible();
  });

  test('a link focused in a card not yet hydrated keeps the focus when the card is', async ({page}) => {
    await page.goto('/showcase');
    await waitForHydration(page);
    const {title} = lastCard(page);
    // Focus without scrolling first, as a jump from find-in-page does.
    await title.evaluate((link: HTMLElement) => link.focus({preventScroll: true}));
    await expect
      .poll(() => title.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await expect(title).toBeFocused();
  });

  test('lists rendered in the browser, not hydrated, show every card whole', async ({page}) => {
    // A filtered URL: the server rendered every site, the browser renders the matching ones after hydration.
    await page.goto('/showcase?tags=opensource');
    await waitForHydration(page);
    const openSource = sites.filter((s) => s.tags.includes('opensource'));
    const results = page.locator('#showcase-results + ul > li');
    await expect(results).toHaveCount(openSource.length);
    await expect(results.getByRole('heading', {level: 3})).toHaveCount(openSource.length);
    const lastMatch = openSource[openSource.length - 1]!;
    await expect(results.getByRole('link', {name: lastMatch.title, exact: true})).toHaveAttribute(
      'href',
      lastMatch.website,
    );

    // Back to every site: a new list, far below the fold included.
    await page.getByRole('button', {name: /Clear all/}).click();
    const {site: last, title} = lastCard(page);
    await expect(page.locator('#showcase-all + ul > li')).toHaveCount(sites.length);
    await expect(title).toHaveAttribute('href', last.website);
    await expect(page.locator('#showcase-all + ul > li:empty')).toHaveCount(0);
  });

  test('tag, operator and name filters narrow the list and live in the URL', async ({page}) => {
    await page.goto('/showcase');
    await waitForHydration(page);
    await page.getByRole('button', {name: /^Open-Source/}).click();
    await expect(page).toHaveURL(/tags=opensource/);
    const openSource = sites.filter((s) => s.tags.includes('opensource')).length;
    await expect(count(page)).toHaveText(`${openSource} sites`);

    await page.getByRole('button', {name: /^Meta/}).click();
    const orCount = sites.filter((s) => s.tags.includes('opensource') || s.tags.includes('meta')).length;
    await expect(count(page)).toHaveText(`${orCount} sites`);
    await page.getByRole('radio', {name: /AND/}).check();
    await expect(page).toHaveURL(/operator=AND/);
    const andCount = sites.filter((s) => s.tags.includes('opensource') && s.tags.includes('meta')).length;
    await expect(count(page)).toHaveText(andCount === 1 ? '1 site' : `${andCount} sites`);

    await page.reload();
    await waitForHydration(page);
    await expect(count(page)).toHaveText(andCount === 1 ? '1 site' : `${andCount} sites`);

    await page.getByRole('button', {name: /Clear all/}).click();
    await page.locator('#showcase-search').fill('Jest');
    await expect(page).toHaveURL(/name=Jest/);
    await expect(page.getByRole('heading', {level: 3, name: 'Jest', exact: true})).toBeVisible();
  });
});
