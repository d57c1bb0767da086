import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

// src/framework-patches/route-sections: the routes of the blog, changelog, docs
// versions and fixtures are in chunks named routes-<section>, loaded with
// the first page of their section, before hydration or navigation.

/**
 * Collects the route-section chunks the page loads as scripts (prefetched
 * ones, fetched but not run, are left out) and the errors it logs.
 */
function watch(page: Page): {sections: string[]; prefetched: string[]; errors: string[]} {
  const seen = {sections: [] as string[], prefetched: [] as string[], errors: [] as string[]};
  page.on('request', (request) => {
    const match = /\/assets\/js\/(routes-[a-z0-9-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) (request.resourceType() === 'script' ? seen.sections : seen.prefetched).push(match[1]!);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** Marks the document: the mark survives client-side navigation and disappears on a full load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {routeSectionsMark: boolean}).routeSectionsMark = true));
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {routeSectionsMark?: boolean}).routeSectionsMark === true);
}

test.describe('route sections', () => {
  test('a page of a section loads its section before hydrating, without errors', async ({page}) => {
    const seen = watch(page);
    await page.goto('/changelog/3.9.2');
    await waitForHydration(page);
    expect(seen.sections).toEqual(['routes-changelog']);
    expect(seen.errors).toEqual([]);
    // Client-side behaviour works on the hydrated page: the sidebar link goes to another version without a reload.
    await markDocument(page);
    await page
      .getByRole('navigation', {name: /Blog recent posts navigation/})
      .getByRole('link', {name: '3.9.1', exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: '3.9.1'})).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('a page outside the sections runs none of them; links prefetch them, hovering loads them', async ({page}) => {
    const seen = watch(page);
    await page.goto('/showcase');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The navbar's links to the docs versions and the blog prefetch those sections, without running them.
    expect(seen.sections).toEqual([]);
    expect(seen.prefetched).not.toContain('routes-changelog');
    // The footer's changelog link enters the viewport: its section is prefetched.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Changelog'}).scrollIntoViewIfNeeded();
    // Intersection observers and idle callbacks come late on a busy machine: the wait is generous.
    await expect.poll(() => seen.prefetched, {timeout: 20_000}).toContain('routes-changelog');
    // Hovering it loads the section and the page's chunks, so that the click renders at once.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Changelog'}).hover();
    await expect.poll(() => seen.sections, {timeout: 20_000}).toEqual(['routes-changelog']);
    expect(seen.errors).toEqual([]);
  });

  test('client-side navigation enters sections, nested ones included, without a full load', async ({page}) => {
    const seen = watch(page);
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main article').first()).toBeVisible();

    await page.evaluate(() => window.history.pushState(null, '', '/tests/docs'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    expect(seen.sections).toEqual(expect.arrayContaining(['routes-blog', 'routes-tests', 'routes-tests-docs']));
    expect(await stillSameDocument(page)).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  test('an unknown page below a section shows the 404 page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.history.pushState(null, '', '/changelog/no-such-version'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  test('the main bundle holds no route of a section', async ({page, request}) => {
    await page.goto('/');
    const mainUrl = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const main = await (await request.get(mainUrl!)).text();
    // Paths only the route table has (docs paths are also in the docs plugin's global data).
    for (const path of ['/changelog/2.0.0-alpha.19', '/blog/tags/release', '/tests/blog/page/7']) {
      expect(main.includes(`"${path}"`), path).toBe(false);
    }
    expect(main.includes('"/showcase"')).toBe(true);
  });
});
