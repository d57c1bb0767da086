import {expect, test, type Page} from '@playwright/test';

/** The /search page's results (pathnames of their titles), once the search has answered. */
async function results(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await expect(page.locator('main [role="status"]')).not.toHaveText(/…|\.\.\./, {timeout: 30_000});
  return page.locator('main ol > li h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
}

test.describe('/search results', () => {
  test('search the reader’s docs version by default, one result per page', async ({page}) => {
    const found = await results(page, '/search?q=theme-classic');
    await expect(page.getByRole('combobox', {name: 'Documentation version'})).toHaveValue('3.9.2');
    // The package's own page first (its title is one word for the engine: the index gives it its short name).
    expect(found[0]).toBe('/docs/api/themes/@docusaurus/theme-classic');
    expect(found.filter((url) => url.startsWith('/docs/next/') || url.startsWith('/docs/3.8.1/'))).toEqual([]);
    expect(new Set(found).size).toBe(found.length);
  });

  test('all versions: each page once, in the reader’s version, with the others linked', async ({page}) => {
    const found = await results(page, '/search?q=theme-classic&version=all');
    const themes = found.filter((url) => /^\/docs\/(next\/|3\.8\.1\/)?api\/themes$/.test(url));
    expect(themes).toEqual(['/docs/api/themes']);
    const item = page.locator('main ol > li', {has: page.locator('h2 a[href^="/docs/api/themes?"]')});
    await expect(item).toContainText('Also in');
    await expect(item.getByRole('link', {name: 'Canary'})).toHaveAttribute('href', /^\/docs\/next\/api\/themes/);
  });

  test('an API name finds its reference, a topic its guide', async ({page}) => {
    expect((await results(page, '/search?q=useDocusaurusContext'))[0]).toBe('/docs/docusaurus-core');
    expect((await results(page, '/search?q=deployment'))[0]).toBe('/docs/deployment');
  });

  test('a word that is nowhere gets no results, not fragments of it', async ({page}) => {
    expect(await results(page, '/search?q=xylophone')).toEqual([]);
    await expect(page.getByText('No results were found')).toBeVisible();
  });
});
