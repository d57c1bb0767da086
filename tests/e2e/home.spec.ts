import {expect, test} from '@playwright/test';

test.describe('home page', () => {
  test('the hero shows the title, the tagline and both calls to action', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
    await expect(page.getByText('Build optimized websites quickly, focus on your content').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs');
    await expect(page.getByRole('link', {name: /Try a demo/})).toHaveAttribute('href', 'https://docusaurus.new');
  });

  test('"Get started" opens the docs', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the five feature sections each have a heading, a text and an illustration', async ({page}) => {
    await page.goto('/');
    const titles = [
      'Powered by MDX',
      'Built using React',
      'Ready for translations',
      'Document versioning',
      'Content search',
    ];
    for (const title of titles) {
      const heading = page.getByRole('heading', {level: 2, name: title});
      await expect(heading).toBeVisible();
      const section = page.locator('section, article').filter({has: heading}).last();
      await expect(section.locator('p')).not.toBeEmpty();
      await expect(section.locator('svg')).toHaveCount(1);
    }
  });

  test('the role section has one card per role and no attributed quotes', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 2, name: 'Made for every role'})).toBeVisible();
    for (const role of [
      'For technical writers',
      'For developers',
      'For open-source maintainers',
      'For product teams',
    ]) {
      await expect(page.getByRole('heading', {level: 3, name: role})).toBeVisible();
    }
    await expect(page.locator('main blockquote cite, main figcaption')).toHaveCount(0);
  });

  test('headings go in order and every image is sized and local', async ({page}) => {
    await page.goto('/');
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    }
    const images = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('img, svg:not(svg svg)')].map((el) => ({
        tag: el.tagName.toLowerCase(),
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        src: el.getAttribute('src'),
        loading: el.getAttribute('loading'),
      })),
    );
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      expect(image.width, `${image.tag} without width`).toBeTruthy();
      expect(image.height, `${image.tag} without height`).toBeTruthy();
      if (image.tag === 'img') {
        expect(image.src).not.toMatch(/^https?:/);
      }
    }
  });

  test('the page has a meta description from the config', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Docusaurus builds fast, accessible documentation websites/,
    );
  });
});
