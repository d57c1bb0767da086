/**
 * A missing page below /ja/, opened by a full page load: `docusaurus serve` (like GitHub Pages) answers with the root
 * 404.html, and the reader must get the Japanese not-found page (src/plugins/not-found).
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test.use({serviceWorkers: 'block'});

test('the Japanese not-found page, hydrated, at the reader’s address', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/ja/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/ja\/docs\/no-such-page$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle(/^ページが見つかりません/);
  await expect(page.getByRole('heading', {level: 1, name: 'ページが見つかりません'})).toBeVisible();
  const navbar = page.getByRole('navigation', {name: 'メイン'});
  await expect(navbar.getByRole('link', {name: 'ドキュメント', exact: true})).toBeVisible();
  // The Japanese bundles run: the colour mode toggle works and the navbar leads to Japanese pages.
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page.getByRole('button', {name: /カラーモードを切り替える/}).click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
  await navbar.getByRole('link', {name: 'ドキュメント', exact: true}).click();
  await expect(page).toHaveURL(/\/ja\/docs\/?/);
  expect(errors).toEqual([]);
});

test('the English not-found page stays English', async ({page}) => {
  await page.goto('/docs/no-such-page');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('noscript')).toHaveCount(1); // present in the HTML, not shown
  await expect(page.getByText('お探しのページが見つかりませんでした。')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a line in Japanese leads to the Japanese home page', async ({page}) => {
    await page.goto('/ja/docs/no-such-page');
    const notice = page.locator('p[lang="ja"]', {hasText: 'お探しのページが見つかりませんでした。'});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', {name: '日本語版のホームページを開く'})).toHaveAttribute('href', '/ja/');
  });
});
