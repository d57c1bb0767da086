import {expect, test} from '@playwright/test';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const japaneseShare = (text: string): number =>
  (text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g)?.length ?? 0) / Math.max(1, text.replace(/\s/g, '').length);

test.describe('Translated and untranslated pages of the Japanese site', () => {
  test('an untranslated page (docs 3.8.1) says so in Japanese and marks its English content lang="en"', async ({
    page,
  }) => {
    await page.goto('/ja/docs/3.8.1/installation');
    const notice = page.locator('[data-untranslated-notice]');
    await expect(notice).toHaveAttribute('role', 'note');
    await expect(notice).toContainText('このページはまだ日本語に翻訳されていません。以下は英語の原文です。');
    const englishLink = notice.getByRole('link', {name: '英語のページを開く'});
    await expect(englishLink).toHaveAttribute('href', '/docs/3.8.1/installation');
    await expect(englishLink).toHaveAttribute('hreflang', 'en-US');
    // The title and the text are inside the lang="en" part, the notice outside it.
    const english = page.locator('article [lang="en"]');
    await expect(english.locator('h1')).toHaveText('Installation');
    expect(await english.locator('[data-untranslated-notice]').count()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('a translated doc has no notice, Japanese content and an edit link to the translation', async ({page}) => {
    await page.goto('/ja/docs/next/deployment');
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
    await expect(page.locator('article [lang="en"]')).toHaveCount(0);
    await expect(page.locator('article h1')).toContainText(JAPANESE);
    expect(japaneseShare(await page.locator('article .markdown').innerText())).toBeGreaterThan(0.3);
    await expect(page.getByRole('link', {name: 'このページを編集'})).toHaveAttribute(
      'href',
      /\/website\/i18n\/ja\/docusaurus-plugin-content-docs\/current\/deployment\.mdx$/,
    );
  });

  test('a translated doc that imports another translated page reads the translation (its Japanese title)', async ({
    page,
  }) => {
    for (const path of ['/ja/docs/markdown-features/react', '/ja/docs/next/markdown-features/react']) {
      await page.goto(path);
      await expect(page.locator('article')).toContainText('タブのガイドのタイトルは「タブ」で、最上位のセクションが');
    }
  });

  test('the English site has no notice', async ({page}) => {
    await page.goto('/docs/3.8.1/installation');
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);
  });

  test('a Japanese post is timed by characters, close to its English original', async ({page}) => {
    const minutes = async (url: string, pattern: RegExp): Promise<number> => {
      await page.goto(url);
      const text = await page.locator('article header').innerText();
      return Number(pattern.exec(text)?.[1]);
    };
    const english = await minutes('/blog/releases/3.9', /(\d+) min read/);
    const japanese = await minutes('/ja/blog/releases/3.9', /約 (\d+) 分/);
    expect(english).toBeGreaterThan(0);
    // Word segmentation of Japanese (the default) would count every particle as a word and double the estimate.
    expect(japanese).toBeGreaterThanOrEqual(Math.floor(english * 0.6));
    expect(japanese).toBeLessThanOrEqual(Math.ceil(english * 1.6));
  });
});

test.describe('Per-locale site metadata', () => {
  test('each locale links its own web manifest and OpenSearch description', async ({page, request}) => {
    for (const [base, lang, description] of [
      ['/', 'en', /static site generator/],
      ['/ja/', 'ja', JAPANESE],
    ] as const) {
      await page.goto(base);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${base}manifest.json`);
      await expect(page.locator('link[rel="search"]')).toHaveAttribute('href', `${base}opensearch.xml`);
      await expect(page.locator('link[rel="search"]')).toHaveAttribute('type', 'application/opensearchdescription+xml');
      // Written by theme-search-algolia, then rewritten translated by src/plugins/locale-metadata.
      expect(await (await request.get(`${base}opensearch.xml`)).text()).toMatch(description);
      const manifest = (await (await request.get(`${base}manifest.json`)).json()) as {
        lang: string;
        description: string;
      };
      expect(manifest.lang).toBe(lang === 'en' ? 'en-US' : 'ja');
      expect(manifest.description).toMatch(description);
      const xml = await (await request.get(`${base}opensearch.xml`)).text();
      expect(xml).toContain(`template="https://docusaurus.io${base}search?q={searchTerms}"`);
      expect(xml).toMatch(new RegExp(`<Language>${lang === 'en' ? 'en-US' : 'ja'}</Language>`));
    }
  });

  test('the Japanese feeds have Japanese titles and descriptions', async ({request}) => {
    for (const [feed, title] of [
      ['/ja/blog/rss.xml', 'Docusaurus ブログ'],
      ['/ja/blog/atom.xml', 'Docusaurus ブログ'],
      ['/ja/changelog/rss.xml', 'Docusaurus 変更履歴'],
    ] as const) {
      const xml = await (await request.get(feed)).text();
      expect(xml, feed).toContain(`<title>${title}</title>`);
      expect(xml, feed).toMatch(/<(description|subtitle)>[^<]*[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(await (await request.get('/blog/rss.xml')).text()).toContain('<title>Docusaurus blog</title>');
  });

  test('pages without their own description get the locale one', async ({page}) => {
    await page.goto('/ja/showcase');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', JAPANESE);
  });
});

test.describe('Japanese typography', () => {
  test('Japanese text gets a Japanese font stack, a taller line and phrase-aware headings', async ({page}) => {
    await page.goto('/ja/docs/next/deployment');
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const h1 = getComputedStyle(document.querySelector('article h1')!);
      return {
        font: body.fontFamily,
        lineHeight: parseFloat(body.lineHeight) / parseFloat(body.fontSize),
        wordBreak: h1.wordBreak,
      };
    });
    expect(style.font).toContain('Hiragino Sans');
    expect(style.font).toContain('Noto Sans JP');
    expect(style.lineHeight).toBeCloseTo(1.8, 1);
    expect(style.wordBreak).toBe('auto-phrase');
    await page.goto('/docs/next/deployment');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Hiragino Sans');
  });
});
