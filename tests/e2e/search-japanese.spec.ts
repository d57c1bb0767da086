import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {openSearchModal, searchInput} from './searchModal';

/**
 * The embedded index segments Japanese (Pagefind's extended build): a
 * Japanese word finds the Japanese page about it first, in the modal and on
 * /ja/search, within the docs version the reader is on; hits are grouped
 * under the Japanese names of the site's sections.
 */
const queries: ReadonlyArray<readonly [query: string, page: string]> = [
  ['インストール', 'installation'],
  ['バージョニング', 'versioning'],
  ['サイドバー', 'sidebar'],
  ['国際化', 'i18n/introduction'],
  ['デプロイ', 'deployment'],
  ['スウィズリング', 'swizzling'],
  ['検索', 'search'],
  ['ブログ', 'blog'],
  ['数式', 'markdown-features/math-equations'],
  ['タブ', 'markdown-features/tabs'],
  ['アドモニション', 'markdown-features/admonitions'],
  ['静的アセット', 'static-assets'],
  ['コードブロック', 'markdown-features/code-blocks'],
  ['ルーティング', 'advanced/routing'],
  ['ページの作成', 'creating-pages'],
  ['ブラウザーのサポート', 'browser-support'],
];

async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await openSearchModal(page);
}

test.describe('Japanese search', () => {
  // One test per version, its queries typed one after another in one modal: a page load per query made these 32
  // tests the longest file of the suite.
  for (const version of ['', 'next/']) {
    test(`each Japanese word finds its Japanese page first, in the version being read (/ja/docs/${version})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await openModal(page, `/ja/docs/${version}installation`);
      const first = page.locator('.DocSearch-Hit a').first();
      for (const [query, target] of queries) {
        await searchInput(page).fill(query);
        // The hit carries the query's words to highlight on the page (?highlight=…). Polled: the previous query's
        // hits stay on screen until the new ones arrive.
        await expect
          .soft(first, `「${query}」`)
          .toHaveAttribute('href', new RegExp(`^/ja/docs/${version}${target}([?#]|$)`), {timeout: 15_000});
      }
    });
  }

  test('hits are grouped under Japanese section names', async ({page}) => {
    const japaneseSections = ['ドキュメント', 'API', 'リリースノート', 'ブログ', '変更履歴', 'コミュニティ', 'ページ'];
    const sources = page.locator('.DocSearch-Hit-source');
    for (const [url, query, section] of [
      ['/ja/docs/installation', 'インストール', 'ドキュメント'],
      ['/ja/community/team', 'サポート', 'コミュニティ'],
    ] as const) {
      await openModal(page, url);
      await searchInput(page).fill(query);
      await expect(sources.filter({hasText: section}).first()).toBeVisible({timeout: 15_000});
      for (const text of await sources.allInnerTexts())
        expect(japaneseSections, `section "${text}" for 「${query}」`).toContain(text);
      await page.keyboard.press('Escape');
    }
  });

  test('hits and the search page show Japanese titles and excerpts', async ({page}) => {
    await openModal(page, '/ja/docs/installation');
    await searchInput(page).fill('バージョニング');
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toBeVisible({timeout: 15_000});
    await expect(hit).toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/);

    await page.goto('/ja/search?q=サイドバー');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    await expect(results.first().locator('a').first()).toHaveAttribute('href', /^\/ja\/docs\//);
    const texts = await results.evaluateAll((items) => items.slice(0, 5).map((li) => (li as HTMLElement).innerText));
    for (const text of texts) expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]{4}/);
    await expect(page.locator('main mark').first()).toContainText('サイドバー');
  });
});
