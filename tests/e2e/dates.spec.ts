import {expect, test} from '@playwright/test';

// "Last updated" where docusaurus.io shows it, from git: docs (already), blog posts and Markdown pages; and
// <lastmod> in the sitemap.
test.describe('dates from git', () => {
  test('a blog post says when it was last updated', async ({page}) => {
    await page.goto('/blog/releases/3.9');
    const updated = page.locator('article').getByText(/^Last updated on/);
    await expect(updated).toBeVisible();
    await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('a Markdown page says when it was last updated, in Japanese too', async ({page}) => {
    await page.goto('/examples/markdownPageExample');
    await expect(page.getByText(/^Last updated on/)).toBeVisible();
    await page.goto('/ja/blog/releases/3.9');
    await expect(page.locator('article').getByText(/最終更新/)).toBeVisible();
  });

  test('the sitemap gives each page its last modification date', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entry = sitemap.match(/<url><loc>https:\/\/docusaurus\.io\/docs\/installation<\/loc>(.*?)<\/url>/)?.[1];
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const japanese = await (await request.get('/ja/sitemap.xml')).text();
    expect(japanese).toMatch(/<loc>https:\/\/docusaurus\.io\/ja\/docs\/installation<\/loc><lastmod>\d{4}-\d{2}-\d{2}/);
  });
});
