import {expect, test} from '@playwright/test';

test.describe('pages', () => {
  for (const url of ['/feature-requests', '/feature-requests/some-old-request', '/feature-requests/a/b']) {
    test(`${url} explains how to propose and vote on features`, async ({page}) => {
      // Only /feature-requests has an HTML file; deeper paths get the static 404 file,
      // whose client-side router then renders the same page (the route is not exact).
      const response = await page.goto(url);
      expect(response?.status()).toBe(url === '/feature-requests' ? 200 : 404);
      await expect(page.getByRole('heading', {level: 1, name: 'Feature requests'})).toBeVisible();
      await expect(page.locator('main a[href*="github.com/facebook/docusaurus/discussions"]').first()).toBeVisible();
    });
  }

  test('the footer links to the feature requests page', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('footer a[href="/feature-requests"]')).toBeVisible();
  });

  test('/examples/markdownPageExample is a Markdown page with a table of contents', async ({page}) => {
    await page.goto('/examples/markdownPageExample');
    await expect(page.getByRole('heading', {level: 1, name: 'Markdown page example'})).toBeVisible();
    await expect(page.locator('.table-of-contents a').first()).toBeVisible();
    await expect(page.locator('table')).toBeVisible();
  });

  test('/examples/noIndex asks robots not to index it, and other pages do not', async ({request}) => {
    const noIndex = await (await request.get('/examples/noIndex')).text();
    expect(noIndex).toMatch(/<meta[^>]+name="?robots"?[^>]+content="noindex, nofollow"/);
    const home = await (await request.get('/')).text();
    expect(home).not.toMatch(/name="?robots"?/);
  });

  test('the sitemap lists content pages but no fixtures, debug pages or noindex examples', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://docusaurus.io/docs/installation</loc>');
    expect(sitemap).not.toMatch(/\/tests(\/|<)/);
    expect(sitemap).not.toContain('/__docusaurus/');
    expect(sitemap).not.toContain('/examples/noIndex');
  });
});

test.describe('versions page', () => {
  test('groups current, next, past, archived and legacy versions with their links', async ({page}) => {
    await page.goto('/versions');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const current = page
      .locator('section')
      .filter({has: page.getByRole('heading', {name: 'Current version (stable)'})});
    await expect(current.getByRole('link', {name: '3.9.2 docs'})).toHaveAttribute('href', '/docs');
    await expect(current.getByRole('link', {name: 'Changelog'})).toHaveAttribute('href', '/changelog/3.9.2');
    await expect(current.getByRole('link', {name: 'Release post'})).toHaveAttribute('href', '/blog/releases/3.9');
    const next = page.locator('section').filter({has: page.getByRole('heading', {name: 'Next version (Canary)'})});
    await expect(next.getByRole('link', {name: 'Canary docs'})).toHaveAttribute('href', '/docs/next');
    const past = page.locator('section').filter({has: page.getByRole('heading', {name: 'Past versions hosted here'})});
    await expect(past.getByRole('link', {name: '3.8.1 docs'})).toHaveAttribute('href', '/docs/3.8.1');
    const archived = page.locator('section').filter({has: page.getByRole('heading', {name: 'Archived versions'})});
    await expect(archived.getByRole('link', {name: '3.7.0'})).toHaveAttribute('href', /^https:\/\//);
    await expect(archived.getByRole('link', {name: '2.0.1'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'v1.docusaurus.io'})).toHaveAttribute(
      'href',
      'https://v1.docusaurus.io/',
    );
  });
});
