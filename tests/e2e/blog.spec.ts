import {expect, test} from '@playwright/test';

test.describe('blog', () => {
  test('/blog shows 5 posts with title, tags, authors and reading time', async ({page}) => {
    await page.goto('/blog');
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(5);
    for (const post of await posts.all()) {
      await expect(post.locator('h2 a')).toHaveAttribute('href', /^\/blog\//);
      await expect(post.getByText(/\d+ min read/)).toBeVisible();
      await expect(post.locator('a[href^="/blog/authors/"]').first()).toBeVisible();
      await expect(post.locator('a[href^="/blog/tags/"]').first()).toBeVisible();
    }
  });

  test('the list paginates 5 a page up to /blog/page/6, the last page', async ({page}) => {
    await page.goto('/blog/page/6');
    await expect(page.locator('main article')).toHaveCount(3);
    await expect(page.getByRole('link', {name: /Newer/})).toBeVisible();
    await expect(page.getByRole('link', {name: /Older/})).toHaveCount(0);
    const response = await page.goto('/blog/page/7');
    expect(response?.status()).toBe(404);
  });

  test('a post page has the sidebar of all posts, its tags, author links and a way back to the changelog', async ({
    page,
  }) => {
    await page.goto('/blog/releases/3.9');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus 3.9'})).toBeVisible();
    const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/});
    await expect(sidebar.getByText('All our posts')).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(28);
    await expect(sidebar.getByText('2017', {exact: true})).toBeVisible();
    await expect(page.locator('article a[href="/blog/tags/release"]')).toBeVisible();
    await expect(page.locator('article a[href="/blog/authors/release-notes"]').first()).toBeVisible();
    await expect(page.locator('article a[href="/changelog/3.9.0"]').first()).toBeVisible();
  });

  test('reading time is shown, in the plural and in the singular', async ({page}) => {
    const readingTime = async (url: string) => {
      await page.goto(url);
      return (await page.locator('article header').first().innerText()).match(/(\d+|One) min read/)?.[0];
    };
    expect(await readingTime('/blog/releases/3.0')).toMatch(/^([2-9]|\d{2,}) min read$/);
    // The short fixture post of the blog-tests instance reads in under a minute.
    expect(await readingTime('/tests/blog/about')).toBe('One min read');
  });

  test('the author without posts says so, and author pages paginate', async ({page}) => {
    await page.goto('/blog/authors/guest-writers');
    await expect(page.getByText('This author has not written any posts yet.')).toBeVisible();
    await page.goto('/blog/authors/release-notes');
    await expect(page.locator('main article')).toHaveCount(5);
    await page.goto('/blog/authors/release-notes/page/2');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('tags have descriptions and /blog/tags/release paginates', async ({page}) => {
    await page.goto('/blog/tags');
    await expect(page.getByRole('link', {name: /^Release/})).toBeVisible();
    await page.goto('/blog/tags/release');
    await expect(page.getByText('Posts that announce or explain a Docusaurus release.')).toBeVisible();
    await page.goto('/blog/tags/release/page/4');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('the archive lists every post by year', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 2, name: '2025'})).toBeVisible();
    await expect(page.locator('main li a[href^="/blog/"]')).toHaveCount(28);
  });

  for (const [feed, type] of [
    ['/blog/rss.xml', 'rss'],
    ['/blog/atom.xml', 'feed'],
  ] as const) {
    test(`${feed} is a valid XML feed`, async ({request, page}) => {
      const res = await request.get(feed);
      expect(res.ok()).toBe(true);
      const xml = await res.text();
      await page.setContent('<p>feed</p>');
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.nodeName,
          items: doc.querySelectorAll('item, entry').length,
        };
      }, xml);
      expect(result.error).toBeNull();
      expect(result.root).toBe(type);
      expect(result.items).toBe(20);
    });
  }

  test('/blog/feed.json is valid JSON Feed', async ({request}) => {
    const res = await request.get('/blog/feed.json');
    const feed = await res.json();
    expect(feed.version).toMatch(/jsonfeed\.org/);
    expect(feed.items.length).toBe(20);
  });
});
