import {expect, test, type Page} from '@playwright/test';

// The static HTML, as a link preview reads it: no script runs.
test.use({javaScriptEnabled: false});

/** The <meta> tags of a page's static HTML, by property or name (the browser parses the minified attributes). */
async function metaTags(page: Page, url: string): Promise<Map<string, string[]>> {
  await page.goto(url);
  const pairs = await page.$$eval('head meta', (metas) =>
    metas.map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')]),
  );
  const tags = new Map<string, string[]>();
  for (const [key, content] of pairs) {
    if (key && content !== null) tags.set(key, [...(tags.get(key) ?? []), content]);
  }
  return tags;
}

/** The width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test.describe('a social card per page', () => {
  for (const [url, card] of [
    ['/docs/installation', '/social-cards/docs/installation.png'],
    ['/docs/next/cli', '/social-cards/docs/next/cli.png'],
    ['/community/support', '/social-cards/community/support.png'],
    ['/blog/releases/3.9', '/social-cards/blog/releases/3.9.png'],
    ['/changelog/3.9.2', '/social-cards/changelog/3.9.2.png'],
    ['/ja/docs/installation', '/ja/social-cards/docs/installation.png'],
  ] as const) {
    test(`${url} has its own card, 1200 × 630, with its size and text in the metadata`, async ({page, request}) => {
      const tags = await metaTags(page, url);
      expect(tags.get('og:image')).toEqual([`https://docusaurus.io${card}`]);
      expect(tags.get('twitter:image')).toEqual([`https://docusaurus.io${card}`]);
      expect(tags.get('og:image:width')).toEqual(['1200']);
      expect(tags.get('og:image:height')).toEqual(['630']);
      expect(tags.get('og:image:type')).toEqual(['image/png']);
      expect(tags.get('og:image:alt')?.[0]).toBeTruthy();
      const image = await request.get(card);
      expect(image.status()).toBe(200);
      expect(pngSize(await image.body())).toEqual({width: 1200, height: 630});
    });
  }

  test('other pages keep the site card, and fixture pages get none', async ({page}) => {
    expect((await metaTags(page, '/')).get('og:image')).toEqual([
      'https://docusaurus.io/img/docusaurus-social-card.jpg',
    ]);
    expect((await metaTags(page, '/tests/docs')).get('og:image')?.[0]).not.toContain('/social-cards/');
  });

  test('the card shows the page: two pages, two pictures; the Japanese one in its own right', async ({request}) => {
    const bodies = await Promise.all(
      [
        '/social-cards/docs/installation.png',
        '/social-cards/docs/cli.png',
        '/ja/social-cards/docs/installation.png',
      ].map(async (url) => (await request.get(url)).body()),
    );
    expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
    expect(bodies[0]!.equals(bodies[2]!)).toBe(false);
  });
});
