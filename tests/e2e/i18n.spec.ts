import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

test.describe('Japanese locale', () => {
  test('/ja/ is in Japanese: lang, navbar, footer and home page', async ({page}) => {
    await page.goto('/ja/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const navbar = page.getByRole('navigation', {name: 'メイン'});
    await expect(navbar.getByRole('link', {name: 'ドキュメント'})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'コミュニティ'})).toBeVisible();
    const footer = page.locator('footer');
    for (const title of ['学ぶ', 'コミュニティ', 'その他', '法的情報']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: 'はじめる'})).toHaveAttribute('href', '/ja/docs');
    await expect(page.getByRole('heading', {level: 2}).first()).toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  test('the Japanese shell has no untranslated navbar, footer or home text', async ({page}) => {
    await page.goto('/ja/');
    // Brand names stay as they are; everything else must contain Japanese.
    const allowedAsIs = new Set([
      'Docusaurus',
      'GitHub',
      'Stack Overflow',
      'Discord',
      'X',
      'BlueSky',
      'English',
      '日本語',
      'API',
    ]);
    const texts = await page
      .locator('nav.navbar a, footer a, footer .footer__title, main h1, main h2, main h3, main p')
      .allInnerTexts();
    const untranslated = texts
      .map((t) => t.trim())
      .filter((t) => t && !allowedAsIs.has(t) && !/^\d+\.\d+\.\d+$/.test(t) && !/[\u3040-\u30ff\u4e00-\u9fff]/.test(t));
    expect(untranslated).toEqual([]);
  });

  test('the locale dropdown switches between English and Japanese on the same page', async ({page}) => {
    await page.goto('/community/support');
    await page.getByRole('button', {name: /English/}).hover();
    await page.getByRole('link', {name: '日本語'}).click();
    await expect(page).toHaveURL(/\/ja\/community\/support$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('article h1')).toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  test('the Japanese community pages are translated', async ({page}) => {
    for (const slug of ['support', 'team', 'resources', 'contributing', 'canary', 'release-process']) {
      await page.goto(`/ja/community/${slug}`);
      const text = await page.locator('article .markdown').innerText();
      const japanese = text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g)?.length ?? 0;
      expect(japanese, slug).toBeGreaterThan(300);
    }
  });

  test('the showcase, versions, feature requests and colour generator UIs are in Japanese', async ({page}) => {
    const hasJapanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    // Names stay as they are: the product, version numbers, WCAG ratings and CSS variable names.
    const allowedAsIs = (t: string) =>
      /^(Docusaurus|GitHub|AAA|AA|1\.x|\d+\.\d+\.\d+(-[\w.]+)?|Canary|--ifm-[\w-]+|#[0-9a-f]{6})$/i.test(t);
    const untranslatedIn = async (selector: string) =>
      (await page.locator(selector).allInnerTexts())
        .map((t) => t.trim())
        .filter((t) => t && !allowedAsIs(t) && !hasJapanese.test(t));

    await page.goto('/ja/showcase');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus サイトショーケース');
    await expect(page.getByRole('link', {name: 'サイトを追加する'})).toBeVisible();
    await expect(page.getByLabel('サイト名で検索')).toBeVisible();
    await expect(page.getByRole('button', {name: /^オープンソース/})).toBeVisible();
    expect(await untranslatedIn('main h1, main h2, main legend, main label, main [aria-live]')).toEqual([]);

    await page.goto('/ja/versions');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus ドキュメントのバージョン');
    expect(await untranslatedIn('main h1, main h2, main th, main p')).toEqual([]);

    await page.goto('/ja/feature-requests');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('機能リクエスト');
    expect(await untranslatedIn('main h1, main h2, main p')).toEqual([]);

    await page.goto('/ja/docs/styling-layout');
    await expect(page.getByLabel('プライマリーカラー', {exact: true})).toBeVisible();
    await expect(page.getByLabel('背景色', {exact: true})).toBeVisible();
    const inGenerator = ['legend', 'label', 'caption', 'th', 'button'].map((el) => `.color-generator ${el}`).join(', ');
    expect(await page.locator(inGenerator).count()).toBeGreaterThan(10);
    expect(await untranslatedIn(inGenerator)).toEqual([]);
  });

  // The browser's bundles carry each translation inlined where it is used (src/framework-patches/inline-translations), not a
  // table: a page the browser renders by itself must still be Japanese, and the server's HTML must hydrate as is.
  test('pages the browser renders itself are in Japanese', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/ja/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {stillTheSamePage: true}));

    // Theme texts (theme-classic) and site texts (src/) on a docs page reached without a page load.
    await page.getByRole('navigation', {name: 'メイン'}).getByRole('link', {name: 'ドキュメント'}).click();
    await expect(page).toHaveURL(/\/ja\/docs$/);
    const pager = page.getByRole('navigation', {name: 'ドキュメントページ'});
    await expect(pager).toContainText('次へ');
    await expect(page.getByRole('navigation', {name: 'ドキュメントのサイドバー'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'パンくずリストのナビゲーション'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'このページを編集'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'ページをコピー'})).toBeVisible();

    // The showcase's own texts, reached the same way.
    await page.evaluate(() => window.history.pushState(null, '', '/ja/showcase'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus サイトショーケース');
    await expect(page.getByLabel('サイト名で検索')).toBeVisible();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  // One test per page: hydrating the showcase alone takes seconds on a busy 2-core machine, and four pages in one
  // test ran past the 30 s test timeout in CI.
  for (const path of ['/ja/docs/installation', '/ja/blog', '/ja/showcase', '/ja/docs/styling-layout']) {
    test(`${path} hydrates without errors`, async ({page}) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  }
});

/** Console errors and uncaught exceptions of the page from now on (a hydration mismatch is a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
