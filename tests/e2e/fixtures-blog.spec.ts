import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

/**
 * The blog fixture area: the `blog-tests` plugin instance at /tests/blog, 3 posts a page.
 * Its posts are in `_dogfooding/_blog tests/`; each says in its first paragraph what it checks.
 */
const BLOG = '/tests/blog';

/** Listed posts, newest first, as the 7 list pages show them (3 a page). */
const LISTED_POSTS: readonly (readonly [title: string, path: string])[] = [
  ['About the blog fixtures', '/about'],
  ['Four authors from the authors map', '/2024/07/03/multiple-authors'],
  ['Two authors from the authors map', '/2024/07/03/dual-author'],
  ['One author from the authors map', '/2024/07/03/single-author'],
  ['A slug with folders and an extension', '/x/y/z.html'],
  ['A plain Markdown post', '/2023/11/14/plain-markdown'],
  ['A post named only by its date', '/2023/08/05'],
  ['Same day, later hour (b)', '/2023/07/19/b'],
  ['Same day, earlier hour (a)', '/2023/07/19/a'],
  ['Footnotes on a shared list page (1 of 3)', '/2022/04/20/dup-footnote'],
  ['Footnotes on a shared list page (2 of 3)', '/2022/01/22/dup-footnote'],
  ['Footnotes on a shared list page (3 of 3)', '/2022/01/21/dup-footnote'],
  ['Authors with an image but no name', '/2022/01/20/image-only-authors'],
  ['Two posts, one title', '/2021/11/13/dup-title'],
  ['An image loaded with require() in the feeds', '/2021/10/08/blog-post-mdx-require-feed-tests'],
  ['MDX content in the feeds', '/2021/10/07/blog-post-mdx-feed-tests'],
  ['Two posts, one title', '/2021/09/13/dup-title'],
  ['Five inline authors', '/2021/08/23/multiple-authors'],
  ['A post without authors', '/2021/08/22/no-author'],
  ['Table of contents of a post', '/2021/08/21/blog-post-toc-tests'],
  ['A post in a sub-folder', '/2020/08/03/demo/second-blog-intro'],
];

const UNLISTED = `${BLOG}/unlisted-post`;
const DRAFT = `${BLOG}/2024/02/01/draft-post`;

const listPage = (n: number) => (n === 1 ? BLOG : `${BLOG}/page/${n}`);

/** The articles of a list page: [title, href] of each, in order. */
async function listedArticles(page: Page): Promise<[string, string][]> {
  return page.locator('main article header h2 a').evaluateAll((links) =>
    links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as [string, string]),
  );
}

/** Ids that occur more than once in the page. */
async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

type FeedEntry = {title: string; link: string; content: string};

/**
 * Parses a feed with the browser's XML parser: the parse error if any, the root element's name and,
 * for each `<item>` (RSS) or `<entry>` (Atom), its title, link and HTML content.
 */
async function parseFeed(page: Page, xml: string): Promise<{error: string | null; root: string; entries: FeedEntry[]}> {
  await page.setContent('<p>feed</p>');
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const first = (el: Element, name: string) => el.getElementsByTagName(name)[0];
    const entries = [...doc.querySelectorAll('item, entry')].map((el) => ({
      title: first(el, 'title')?.textContent ?? '',
      link: first(el, 'link')?.textContent || first(el, 'link')?.getAttribute('href') || '',
      content: (first(el, 'content:encoded') ?? first(el, 'content'))?.textContent ?? '',
    }));
    return {error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, entries};
  }, xml);
}

test.describe('blog fixtures (/tests/blog)', () => {
  test('21 listed posts, 3 a page, newest first: /tests/blog/page/7 is the last page', async ({page}) => {
    const seen: [string, string][] = [];
    for (let n = 1; n <= 7; n++) {
      const response = await page.goto(listPage(n));
      expect(response?.status(), listPage(n)).toBe(200);
      const articles = await listedArticles(page);
      expect(articles, listPage(n)).toHaveLength(3);
      seen.push(...articles);
    }
    expect(seen).toEqual(LISTED_POSTS.map(([title, path]) => [title, `${BLOG}${path}`]));

    // The last page links back but not further.
    const paginator = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect(paginator.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', `${BLOG}/page/6`);
    await expect(paginator.getByRole('link', {name: /Older entries/})).toHaveCount(0);
    expect((await page.goto(`${BLOG}/page/8`))?.status()).toBe(404);
  });

  test('the archive lists every listed post once, and neither the unlisted nor the draft post', async ({page}) => {
    await page.goto(`${BLOG}/archive`);
    const hrefs = await page.locator('main li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(LISTED_POSTS.map(([, path]) => `${BLOG}${path}`));
    expect(hrefs).not.toContain(UNLISTED);
    expect(hrefs).not.toContain(DRAFT);
  });

  test('author counts per post: none, one, two, four from authors.yml, five inline', async ({page}) => {
    const cases: [path: string, names: string[], linked: string[]][] = [
      ['/2021/08/22/no-author', [], []],
      ['/2024/07/03/single-author', ['Fixture Author A'], ['fixture-author-a']],
      ['/2024/07/03/dual-author', ['Fixture Author A', 'Fixture Author B'], ['fixture-author-a', 'fixture-author-b']],
      [
        '/2024/07/03/multiple-authors',
        ['Fixture Author A', 'Fixture Author B', 'Fixture Author C', 'Fixture Author D'],
        // Fixture Author D has no page: neither the name nor the avatar is a link.
        ['fixture-author-a', 'fixture-author-b', 'fixture-author-c'],
      ],
      [
        '/2021/08/23/multiple-authors',
        ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `Fixture Inline Author ${n}`),
        // Inline authors have no key, hence no page.
        [],
      ],
    ];
    for (const [path, names, linked] of cases) {
      await page.goto(`${BLOG}${path}`);
      const header = page.locator('main article header');
      await expect(header.locator('.avatar'), path).toHaveCount(names.length);
      await expect(header.locator('.avatar__name'), path).toHaveText(names);
      const authorLinks = await header
        .locator('.avatar a')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
      expect(authorLinks, path).toEqual(linked.map((key) => `${BLOG}/authors/${key}`));
    }
    // The single author takes the full width; several authors share rows, two a row.
    await page.goto(`${BLOG}/2024/07/03/single-author`);
    await expect(page.locator('main article header .col--12 .avatar')).toHaveCount(1);
    await page.goto(`${BLOG}/2021/08/23/multiple-authors`);
    await expect(page.locator('main article header .col--6 .avatar')).toHaveCount(5);
  });

  test('image-only authors show their avatars, loaded from this site, without a name', async ({page}) => {
    await page.goto(`${BLOG}/2022/01/20/image-only-authors`);
    await waitForHydration(page);
    const header = page.locator('main article header');
    await expect(header.locator('.avatar')).toHaveCount(2);
    await expect(header.locator('.avatar__name')).toHaveCount(0);
    await expect(header.locator('.avatar__intro')).toHaveCount(0);
    await expect(header.locator('.avatar a')).toHaveCount(0);
    const photos = header.locator('img.avatar__photo');
    await expect(photos).toHaveCount(2);
    await expect(photos.nth(0)).toHaveAttribute('src', '/img/docusaurus.png');
    await expect(photos.nth(1)).toHaveAttribute('src', '/img/docusaurus.svg');
    for (const photo of await photos.all()) {
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('authors.yml authors: the authors page counts their posts, author pages list them', async ({page}) => {
    await page.goto(`${BLOG}/authors`);
    await expect(page.getByRole('heading', {level: 1, name: 'Authors'})).toBeVisible();
    const counts = await page.locator('main li').evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('.avatar__name h2')?.textContent ?? '',
        li.querySelector('[class*="authorBlogPostCount"]')?.textContent ?? '',
      ]),
    );
    expect(counts).toEqual([
      ['Fixture Author A', '3'],
      ['Fixture Author B', '2'],
      ['Fixture Author C', '1'],
      ['Fixture Author D', '1'],
    ]);
    // Only authors with `page: true` link to a page.
    await expect(page.locator(`main a[href="${BLOG}/authors/fixture-author-d"]`)).toHaveCount(0);

    const expected: [key: string, name: string, titles: string[]][] = [
      ['fixture-author-a', 'Fixture Author A', ['Four authors from the authors map', 'Two authors from the authors map', 'One author from the authors map']],
      ['fixture-author-b', 'Fixture Author B', ['Four authors from the authors map', 'Two authors from the authors map']],
      ['fixture-author-c', 'Fixture Author C', ['Four authors from the authors map']],
    ];
    for (const [key, name, titles] of expected) {
      expect((await page.goto(`${BLOG}/authors/${key}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name})).toBeVisible();
      expect((await listedArticles(page)).map(([title]) => title)).toEqual(titles);
    }
    await expect(page.getByText('Fixture Author C only appears on the four-author fixture post.')).toBeVisible();
    expect((await page.goto(`${BLOG}/authors/fixture-author-d`))?.status()).toBe(404);
  });

  test('the unlisted post is reachable and marked, but not listed, not in the sidebar elsewhere, not in the sitemap', async ({page, request}) => {
    const response = await page.goto(UNLISTED);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'An unlisted post'})).toBeVisible();
    await expect(page.getByText('Unlisted page', {exact: true})).toBeVisible();
    await expect(page.getByText(/This page is unlisted\. Search engines will not index it/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Its own sidebar shows it (21 listed posts + itself) ...
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.locator(`a[href="${UNLISTED}"]`)).toHaveCount(1);
    await expect(sidebar.getByRole('link')).toHaveCount(LISTED_POSTS.length + 1);

    // ... the sidebar of a listed post does not.
    await page.goto(`${BLOG}/about`);
    await expect(sidebar.getByRole('link')).toHaveCount(LISTED_POSTS.length);
    await expect(sidebar.locator(`a[href="${UNLISTED}"]`)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // No list page, tag page or archive links to it (the list pages are checked in the first test).
    await page.goto(`${BLOG}/archive`);
    await expect(page.locator(`a[href="${UNLISTED}"]`)).toHaveCount(0);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).not.toContain('/tests/blog/unlisted-post');
  });

  test('the draft post is not in the production build', async ({page, request}) => {
    expect((await page.goto(DRAFT))?.status()).toBe(404);
    for (const feed of ['/rss.xml', '/atom.xml', '/feed.json']) {
      const text = await (await request.get(`${BLOG}${feed}`)).text();
      expect(text, feed).not.toContain('A draft post');
      expect(text, feed).not.toContain('An unlisted post');
    }
    await page.goto(`${BLOG}/2023/11/14/plain-markdown`);
    await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'}).getByText('A draft post')).toHaveCount(0);
  });

  test('two posts with the same title are both reachable, at different URLs', async ({page}) => {
    await page.goto(`${BLOG}/archive`);
    const hrefs = await page
      .locator('main li a', {hasText: 'Two posts, one title'})
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`${BLOG}/2021/11/13/dup-title`, `${BLOG}/2021/09/13/dup-title`]);
    for (const href of hrefs) {
      expect((await page.goto(href!))?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: 'Two posts, one title'})).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`${href}$`));
    }
    // The two pages are different posts, not one page under two URLs.
    await expect(page.getByText('the post of November 13, 2021')).toBeVisible();
  });

  for (const url of [`${BLOG}/page/4`, `${BLOG}/tags/footnotes`]) {
    test(`posts with the same footnote names share ${url} without a duplicate id`, async ({page}) => {
      await page.goto(url);
      await waitForHydration(page);
      const articles = page.locator('main article');
      expect((await listedArticles(page)).map(([title]) => title)).toEqual([1, 2, 3].map((n) => `Footnotes on a shared list page (${n} of 3)`));
      expect(await duplicateIds(page)).toEqual([]);

      // Every reference points at a note of its own post; every note exists once.
      for (let i = 0; i < 3; i++) {
        const refs = await articles.nth(i).locator('a[data-footnote-ref]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(refs.length).toBeGreaterThanOrEqual(2);
        for (const href of refs) {
          expect(href).toMatch(/^#user-content-fn-/);
          const id = decodeURIComponent(href.slice(1));
          await expect(articles.nth(i).locator(`[id="${id}"]`)).toHaveCount(1);
        }
      }

      // Following a reference of the third post lands on the third post's note.
      const lastArticle = articles.nth(2);
      const ref = lastArticle.locator('a[data-footnote-ref]').first();
      const target = decodeURIComponent((await ref.getAttribute('href'))!.slice(1));
      await ref.click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      const note = lastArticle.locator(`[id="${target}"]`);
      await expect(note).toContainText('First note of post 3 of 3.');
      await expect(note).toBeInViewport();
    });
  }

  test('the RSS, Atom and JSON feeds are valid and carry the rendered MDX and the require()d image', async ({page, request}) => {
    const rss = await parseFeed(page, await (await request.get(`${BLOG}/rss.xml`)).text());
    expect(rss.error).toBeNull();
    expect(rss.root).toBe('rss');
    // `feedOptions.limit: false`: every listed post, newest first, and no other.
    expect(rss.entries.map((e) => e.title)).toEqual(LISTED_POSTS.map(([title]) => title));

    const mdx = rss.entries.find((e) => e.title === 'MDX content in the feeds')!;
    expect(mdx.link).toMatch(/\/tests\/blog\/2021\/10\/07\/blog-post-mdx-feed-tests$/);
    // The rendered output of the expression, the exported component and the JSX details element.
    expect(mdx.content).toMatch(/<strong id="feed-expression-result">42<\/strong>/);
    expect(mdx.content).toMatch(/<span class="badge badge--secondary">rendered by a component<\/span>/);
    expect(mdx.content).toMatch(/<details[^>]*>[\s\S]*A details element written in JSX/);
    expect(mdx.content).not.toContain('FixtureBadge');
    expect(mdx.content).not.toContain('6 * 7}');

    const required = rss.entries.find((e) => e.title === 'An image loaded with require() in the feeds')!;
    const src = /<img[^>]+src="([^"]+)"/.exec(required.content)?.[1] ?? '';
    // Made absolute for feed readers, pointing at the hashed copy of the file.
    expect(src).toMatch(/^https?:\/\/[^/]+\/assets\/images\/require-feed-fixture-\w+\.webp$/);
    const image = await request.get(new URL(src).pathname);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/webp');

    const atom = await parseFeed(page, await (await request.get(`${BLOG}/atom.xml`)).text());
    expect(atom.error).toBeNull();
    expect(atom.root).toBe('feed');
    expect(atom.entries.map((e) => e.title)).toEqual(LISTED_POSTS.map(([title]) => title));
    expect(atom.entries.find((e) => e.title === 'MDX content in the feeds')?.content).toContain('>42</strong>');

    const json = (await (await request.get(`${BLOG}/feed.json`)).json()) as {items: {title: string; content_html: string}[]};
    const jsonMdx = json.items.find((i) => i.title === 'MDX content in the feeds');
    expect(jsonMdx?.content_html).toContain('>42</strong>');
  });

  test('the require()d image is shown on its page from a hashed asset URL', async ({page}) => {
    await page.goto(`${BLOG}/2021/10/08/blog-post-mdx-require-feed-tests`);
    const img = page.getByRole('img', {name: /Fixture image loaded with require\(\)/});
    await expect(img).toHaveAttribute('src', /^\/assets\/images\/require-feed-fixture-\w+\.webp$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test('a tag on five posts paginates: /tests/blog/tags/authors/page/2 is its last page', async ({page}) => {
    await page.goto(`${BLOG}/tags`);
    const tagLink = page.locator(`main a[href="${BLOG}/tags/authors"]`);
    await expect(tagLink).toHaveText(/^Authors\s*5$/);

    await page.goto(`${BLOG}/tags/authors`);
    await expect(page.getByRole('heading', {level: 1, name: '5 posts tagged with "Authors"'})).toBeVisible();
    await expect(page.getByText('Fixture posts that check how blog post authors are shown.')).toBeVisible();
    expect(await listedArticles(page)).toHaveLength(3);
    const paginator = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect(paginator.getByRole('link', {name: /Older entries/})).toHaveAttribute('href', `${BLOG}/tags/authors/page/2`);

    expect((await page.goto(`${BLOG}/tags/authors/page/2`))?.status()).toBe(200);
    expect((await listedArticles(page)).map(([title]) => title)).toEqual(['Five inline authors', 'A post without authors']);
    await expect(paginator.getByRole('link', {name: /Older entries/})).toHaveCount(0);
    expect((await page.goto(`${BLOG}/tags/authors/page/3`))?.status()).toBe(404);
  });

  test('the custom slug /tests/blog/x/y/z.html is built and opens from the list', async ({page, request}) => {
    // The page file exists under its .html name. (`docusaurus serve` answers a URL ending in .html with a
    // redirect to the clean URL, so the file is fetched here and the page itself is opened by client routing.)
    const res = await request.get(`${BLOG}/x/y/z.html`);
    expect(res.ok()).toBe(true);
    expect(await res.text()).toMatch(/<h1[^>]*>A slug with folders and an extension<\/h1>/);

    await page.goto(`${BLOG}/page/2`);
    await waitForHydration(page);
    const link = page.locator('main article header h2 a', {hasText: 'A slug with folders and an extension'});
    await expect(link).toHaveAttribute('href', `${BLOG}/x/y/z.html`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${BLOG}/x/y/z\\.html$`));
    await expect(page.getByRole('heading', {level: 1, name: 'A slug with folders and an extension'})).toBeVisible();
    await expect(page.getByText('replaces the URL that the file name would give')).toBeVisible();
  });

  test('file names: a date-only file and a post in a sub-folder get the URLs they imply', async ({page}) => {
    await page.goto(`${BLOG}/2023/08/05`);
    await expect(page.getByRole('heading', {level: 1, name: 'A post named only by its date'})).toBeVisible();
    await expect(page.locator('main article header time')).toHaveText('August 5, 2023');

    await page.goto(`${BLOG}/2020/08/03/demo/second-blog-intro`);
    await expect(page.getByRole('heading', {level: 1, name: 'A post in a sub-folder'})).toBeVisible();
    await expect(page.locator('main article header time')).toHaveText('August 3, 2020');
  });

  test('posts of the same day are ordered by the hour of their date front matter', async ({page}) => {
    await page.goto(`${BLOG}/page/3`);
    expect((await listedArticles(page)).map(([title]) => title)).toEqual([
      'A post named only by its date',
      'Same day, later hour (b)',
      'Same day, earlier hour (a)',
    ]);
    await expect(page.locator('main article header time').nth(1)).toHaveText('July 19, 2023');
    await expect(page.locator('main article header time').nth(2)).toHaveText('July 19, 2023');
  });

  test('a plain Markdown post keeps braces literal and is truncated at an HTML comment', async ({page}) => {
    await page.goto(`${BLOG}/2023/11/14/plain-markdown`);
    const article = page.locator('main article');
    await expect(article.getByText(/curly braces such as\s+\{not an expression\}/)).toBeVisible();
    await expect(article.locator('kbd')).toHaveText('Ctrl');
    await expect(article.getByText('This second paragraph is only on the post page.')).toBeVisible();

    await page.goto(`${BLOG}/page/2`);
    const excerpt = page.locator('main article', {hasText: 'A plain Markdown post'});
    await expect(excerpt.getByText(/\{not an expression\}/)).toBeVisible();
    await expect(excerpt.getByText('This second paragraph is only on the post page.')).toHaveCount(0);
    await expect(excerpt.getByRole('link', {name: /Read more/})).toHaveAttribute('href', `${BLOG}/2023/11/14/plain-markdown`);
  });

  test('the TOC post lists headings of levels 2 to 4, explicit ids and distinct ids for repeated headings', async ({page}) => {
    await page.goto(`${BLOG}/2021/08/21/blog-post-toc-tests`);
    const toc = page.locator('.table-of-contents').first();
    await expect(toc).toBeVisible();
    const entries = await toc.locator('a').evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href'), a.textContent]),
    );
    expect(entries).toEqual([
      ['#first-section', 'First section'],
      ['#a-level-3-heading', 'A level 3 heading'],
      ['#a-level-4-heading', 'A level 4 heading'],
      ['#heading-with-code-and-bold-text', 'Heading with code and bold text'],
      ['#explicit-toc-id', 'Explicit id'],
      ['#repeated-heading', 'Repeated heading'],
      ['#repeated-heading-1', 'Repeated heading'],
    ]);
    await expect(toc.locator('a[href="#heading-with-code-and-bold-text"] code')).toHaveText('code');
    await expect(toc.locator('a[href="#heading-with-code-and-bold-text"] strong')).toHaveText('bold');
    // The level 5 heading is on the page but outside the TOC's range.
    await expect(page.locator('main article h5#a-level-5-heading')).toHaveText(/A level 5 heading/);
    await expect(toc.locator('a[href="#a-level-5-heading"]')).toHaveCount(0);
    // Every TOC entry targets a heading of the post.
    for (const [href] of entries) {
      await expect(page.locator(`main article [id="${href!.slice(1)}"]`)).toHaveCount(1);
    }
    await expect(page.locator('main article h2#explicit-toc-id')).toHaveText(/Explicit id/);
  });
});
