import {expect, test} from '@playwright/test';

// Link texts that say nothing about their target, as search engines and
// Lighthouse's SEO audit "link-text" judge them (its English and Japanese lists).
const NON_DESCRIPTIVE = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'ここをクリック',
  'こちらをクリック',
  'リンク',
  '続きを読む',
  '続く',
  '全文表示',
  'もっと見る',
]);

const PAGES = ['/blog', '/blog/tags/release', '/blog/page/2', '/changelog', '/ja/blog', '/ja/blog/tags/release'];

for (const path of PAGES) {
  test(`every link of ${path} has a descriptive text`, async ({page}) => {
    await page.goto(path);
    const texts = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim().toLowerCase()));
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => NON_DESCRIPTIVE.has(text))).toEqual([]);
  });
}

test('a "Read more" link shows "Read more" and names the post in its text', async ({page}) => {
  await page.goto('/blog');
  const link = page.locator('article footer a', {hasText: 'Read more'}).first();
  await expect(link.locator('b')).toHaveText('Read more');
  const title = (await page.locator('article').first().locator('h2').innerText()).trim();
  // Chromium puts a space before the visually hidden part.
  await expect(link).toHaveAccessibleName(new RegExp(`^Read more ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});
