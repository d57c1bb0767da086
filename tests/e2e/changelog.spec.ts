import {expect, test} from '@playwright/test';

test.describe('changelog', () => {
  test('/changelog shows 20 versions, newest first, collapsed with a way to expand', async ({page}) => {
    await page.goto('/changelog');
    const entries = page.locator('main article');
    await expect(entries).toHaveCount(20);
    await expect(entries.first().locator('header h2')).toHaveText('3.9.2');
    const toggle = entries.first().getByRole('button', {name: 'Show all changes'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = entries.first().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const collapsedHeight = (await content.boundingBox())!.height;
    await toggle.click();
    await expect(entries.first().getByRole('button', {name: 'Show less'})).toHaveAttribute('aria-expanded', 'true');
    expect((await content.boundingBox())!.height).toBeGreaterThan(collapsedHeight);
  });

  test('same-day releases keep their version order', async ({page}) => {
    await page.goto('/changelog');
    const titles = await page.locator('main article header h2').allInnerTexts();
    const i = titles.indexOf('3.3.2');
    expect(titles.slice(i, i + 3)).toEqual(['3.3.2', '3.3.1', '3.3.0']);
  });

  test('pages run to /changelog/page/6, and the sidebar lists all versions', async ({page}) => {
    await page.goto('/changelog/page/6');
    await expect(page.locator('main article').last().locator('header h2')).toHaveText('2.0.0-alpha.19');
    const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/});
    await expect(sidebar.getByText('All versions')).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(109);
  });

  test('/changelog/3.9.2 lists its changes by category with pull request links', async ({page}) => {
    await page.goto('/changelog/3.9.2');
    await expect(page.getByRole('heading', {level: 1, name: '3.9.2'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Bug Fix'})).toBeVisible();
    await expect(page.locator('a[href="https://github.com/facebook/docusaurus/pull/11490"]')).toBeVisible();
    await expect(page.getByRole('link', {name: '@slorber'}).first()).toBeVisible();
  });

  test('/changelog/2.0.0-alpha.19 shows the free-form notes of the first alpha', async ({page}) => {
    await page.goto('/changelog/2.0.0-alpha.19');
    await expect(page.getByRole('heading', {level: 1, name: '2.0.0-alpha.19'})).toBeVisible();
    await expect(page.getByText('Mobile responsive menu.')).toBeVisible();
  });

  test('a minor version links to its release post, which links back', async ({page}) => {
    await page.goto('/changelog/3.9.0');
    await page.getByRole('link', {name: 'Release notes on the blog'}).click();
    await expect(page).toHaveURL(/\/blog\/releases\/3\.9$/);
    await expect(page.locator('article a[href="/changelog/3.9.0"]').first()).toBeVisible();
  });

  test('/changelog/authors lists the committers', async ({page}) => {
    await page.goto('/changelog/authors');
    await expect(page.getByRole('link', {name: 'slorber'}).first()).toBeVisible();
  });

  test('the changelog feeds are valid XML', async ({request, page}) => {
    await page.setContent('<p>feed</p>');
    for (const feed of ['/changelog/rss.xml', '/changelog/atom.xml']) {
      const xml = await (await request.get(feed)).text();
      const error = await page.evaluate(
        (text) =>
          new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror')?.textContent ?? null,
        xml,
      );
      expect(error, feed).toBeNull();
    }
  });
});
