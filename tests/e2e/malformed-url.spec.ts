/**
 * A link to a malformed percent-encoded address must not stop the site's JavaScript (src/plugins/malformed-url).
 * `docusaurus serve` answers such paths with 400 (its own decoding fails), while static hosts with a 404 fallback
 * (GitHub Pages, Netlify…) answer with the site's 404.html: the tests answer as such a host would.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {openSearchModal, searchInput} from './searchModal';

test.use({serviceWorkers: 'block'});

const MALFORMED = '%E0%A4%A';
const built = (file: string): string => fs.readFileSync(path.join(__dirname, '../../build', file), 'utf8');

/** Serves `file` of the build for every request whose address contains the malformed escape, as a static host would. */
async function serveForMalformed(page: Page, file: string, status: number): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(
    (url) => url.href.includes(MALFORMED),
    (route) => route.fulfill({status, contentType: 'text/html; charset=utf-8', body: built(file)}),
  );
  return errors;
}

test('a malformed path shows the not-found page, hydrated, with working controls', async ({page}) => {
  const errors = await serveForMalformed(page, '404.html', 404);
  await page.goto(`/docs/${MALFORMED}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  // The same page, written so that it decodes to what was typed.
  expect(new URL(page.url()).pathname).toBe('/docs/%25E0%25A4%25A');

  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');

  await openSearchModal(page);
  await searchInput(page).fill('installation');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Japanese not-found page at a malformed path hydrates too', async ({page}) => {
  const errors = await serveForMalformed(page, '404.html', 404);
  await page.route('**/ja/404.html', (route) =>
    route.fulfill({status: 200, body: built('ja/404.html'), contentType: 'text/html; charset=utf-8'}),
  );
  await page.goto(`/ja/docs/${MALFORMED}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', {level: 1, name: 'ページが見つかりません'})).toBeVisible();
  expect(errors).toEqual([]);
});

test('a malformed hash: Back to the page after a navigation does not crash it', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/docs/installation#${MALFORMED}`);
  await waitForHydration(page);
  await page.locator('main a[href="/docs/configuration"]').first().click();
  await expect(page).toHaveURL(/\/docs\/configuration$/);
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a malformed search query is shown as typed, and the page hydrates', async ({page}) => {
  const errors = await serveForMalformed(page, 'search.html', 200);
  await page.goto(`/search?q=${MALFORMED}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('%A');
  expect(errors).toEqual([]);
});
