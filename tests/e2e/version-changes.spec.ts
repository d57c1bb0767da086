/**
 * "Changes since the previous version" (src/plugins/version-changes): the link at the top of a doc page that changed,
 * its changes page (noindex, readable blocks), nothing on an unchanged page or on the oldest hosted version; in both
 * locales. Examples checked by hand against the sources: the CLI page changed between 3.9.2 and Canary (the
 * version it describes, the HTTPS flag); the installation page did not.
 */
import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {waitForHydration} from './helpers';

test('English: a changed page links to its changes, which list what was removed and added', async ({page}) => {
  await page.goto('/docs/next/cli');
  const link = page.getByRole('link', {name: /^Changes since 3\.9\.2: \d+ lines changed$/});
  await expect(link).toHaveAttribute('href', '/changes/next/cli');
  await waitForHydration(page);
  await link.click();
  await expect(page).toHaveURL(/\/changes\/next\/cli$/);
  await expect(page.getByRole('heading', {level: 1, name: 'CLI: changes since 3.9.2'})).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', {name: 'CLI (Canary)'})).toHaveAttribute('href', '/docs/next/cli');
  await expect(page.getByRole('link', {name: '3.9.2', exact: true})).toHaveAttribute('href', '/docs/cli');
  // Readable without colour: a label and a sign on every changed line.
  const removed = page.locator('del').first();
  await expect(removed).toContainText('− ');
  await expect(page.locator('ins').first()).toContainText('+ ');
  await expect(page.getByText('Removed', {exact: true}).first()).toBeVisible();
  await expect(page.locator('del', {hasText: 'prints with `docusaurus --help`'})).toContainText(
    'Docusaurus 3.9.2 prints',
  );
  await expect(page.locator('ins', {hasText: 'prints with `docusaurus --help`'})).toContainText(
    'the installed version (3.10.2)',
  );
});

test('English: no link on an unchanged page nor on the oldest hosted version', async ({page}) => {
  await page.goto('/docs/next/installation');
  await expect(page.locator('article')).toBeVisible();
  await expect(page.locator('.version-changes-link')).toHaveCount(0);
  await page.goto('/docs/3.8.1/cli');
  await expect(page.locator('article')).toBeVisible();
  await expect(page.locator('.version-changes-link')).toHaveCount(0);
});

test('Japanese: the Japanese pages are compared, in Japanese', async ({page}) => {
  await page.goto('/ja/docs/next/cli');
  const link = page.getByRole('link', {name: /^3\.9\.2 からの変更：\d+ 行$/});
  await expect(link).toHaveAttribute('href', '/ja/changes/next/cli');
  await link.click();
  await expect(page).toHaveURL(/\/ja\/changes\/next\/cli$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', {level: 1, name: 'CLI：3.9.2 からの変更'})).toBeVisible();
  await expect(page.getByText('削除', {exact: true}).first()).toBeVisible();
  await expect(page.locator('ins').first()).toContainText('+ ');
  // The Japanese Markdown, not the English.
  await expect(page.locator('ins', {hasText: 'docusaurus --help'}).first()).toContainText('3.10.2');
});

test('Japanese: against 3.8.1, which is not translated, the English pages are compared and the page says so', async ({
  page,
}) => {
  await page.goto('/ja/docs/cli');
  const link = page.getByRole('link', {name: /^3\.8\.1 からの変更：\d+ 行$/});
  await expect(link).toBeVisible();
  await expect(page.locator('.version-changes-link')).toContainText('英語版どうしの比較です');
  await link.click();
  await expect(
    page.getByText('3.8.1 のドキュメントは翻訳されていないため、英語版のページどうしを比べています。'),
  ).toBeVisible();
  // The compared English lines are marked as English.
  await expect(page.locator('pre[lang="en"]').first()).toBeVisible();
});

test('no axe violations on a changes page and a page with the link, both locales', async ({browser, baseURL}) => {
  await expectNoAxeViolations(browser, `${baseURL}/changes/next/cli`, (page) => page.locator('ins'));
  await expectNoAxeViolations(browser, `${baseURL}/ja/changes/3.9.2/cli`, (page) => page.locator('ins'));
  await expectNoAxeViolations(browser, `${baseURL}/ja/docs/next/cli`, (page) => page.locator('.version-changes-link'));
});
