/**
 * The not-found page helps the reader on (src/plugins/not-found/components/NotFoundHelp): the nearest pages of
 * their locale and version, the archive of a version no longer hosted here, the v1 site for a v1 address, and a
 * prefilled broken-link report. Full page loads, as a reader following a dead link makes them.
 */
import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {waitForHydration} from './helpers';

test.use({serviceWorkers: 'block'});

const help = (page: Page, name: string) => page.getByRole('complementary', {name});

test('English: a plural finds the page, in the asked version', async ({page}) => {
  const response = await page.goto('/docs/sidebars');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  const aside = help(page, 'Finding the page');
  const suggestions = aside.getByRole('region', {name: 'Perhaps you were looking for'}).getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/docs/sidebar');
  await expect(suggestions.first()).toHaveText('Sidebar');

  await page.goto('/docs/next/instalation');
  await waitForHydration(page);
  await expect(help(page, 'Finding the page').getByRole('link').first()).toHaveAttribute(
    'href',
    '/docs/next/installation',
  );
});

test('English: the broken-link report carries the address; nonsense gets no suggestion', async ({page}) => {
  await page.goto('/docs/qwzrtpl-xylophone');
  await waitForHydration(page);
  const aside = help(page, 'Finding the page');
  const report = aside.getByRole('link', {name: 'Report this broken link'});
  await expect(report).toBeVisible();
  const url = new URL((await report.getAttribute('href'))!);
  expect(url.pathname).toBe('/facebook/docusaurus/issues/new');
  expect(url.searchParams.get('title')).toBe('Broken link: /docs/qwzrtpl-xylophone (en)');
  await expect(aside.getByRole('heading', {name: 'Perhaps you were looking for'})).toHaveCount(0);
  // Reachable by keyboard: Tab from the last link of the message's column reaches the report.
  await report.focus();
  await expect(report).toBeFocused();
});

test('English: an archived version and a v1 address lead to where they live', async ({page}) => {
  await page.goto('/docs/3.7.0/installation');
  await waitForHydration(page);
  const archive = help(page, 'Finding the page').getByRole('link', {name: 'github.com'});
  await expect(archive).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/tree/v3.7.0/website/docs');
  await expect(help(page, 'Finding the page')).toContainText('Docusaurus 3.7.0 is no longer hosted on this site');

  await page.goto('/docs/en/installation');
  await waitForHydration(page);
  await expect(help(page, 'Finding the page').getByRole('link', {name: 'v1.docusaurus.io'})).toHaveAttribute(
    'href',
    'https://v1.docusaurus.io/docs/en/installation',
  );
});

test('Japanese: suggestions from the Japanese pages, texts in Japanese', async ({page}) => {
  await page.goto('/ja/docs/sidebars');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const aside = help(page, 'ページを探す手がかり');
  const suggestions = aside.getByRole('region', {name: 'お探しのページはこちらではありませんか'}).getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/ja/docs/sidebar');
  const report = aside.getByRole('link', {name: 'このリンク切れを報告する'});
  expect(new URL((await report.getAttribute('href'))!).searchParams.get('title')).toBe(
    'Broken link: /ja/docs/sidebars (ja)',
  );

  await page.goto('/ja/docs/3.7.0/installation');
  await waitForHydration(page);
  await expect(help(page, 'ページを探す手がかり')).toContainText(
    'Docusaurus 3.7.0 のドキュメントは、このサイトでは公開を終えています。',
  );
});

test('no axe violations on the not-found page with its help, both locales', async ({browser, baseURL}) => {
  await expectNoAxeViolations(browser, `${baseURL}/docs/sidebars`, (page) =>
    page.getByRole('complementary').getByRole('listitem'),
  );
  await expectNoAxeViolations(browser, `${baseURL}/ja/docs/3.7.0/sidebar`, (page) =>
    page.getByRole('complementary').getByRole('listitem'),
  );
});
