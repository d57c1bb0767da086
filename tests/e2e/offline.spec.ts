import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

// Offline mode (plugin-pwa's `queryString` strategy here) holds for the page
// load that activates it: a later full load without the query string would
// register a normal worker again. So the test activates it once per locale
// and moves inside each app by clicking links only.

/** Loads `url` with `?offlineMode=true` and waits until its worker controls the page and has precached the pages. */
async function activateOfflineMode(page: Page, url: string, precachedPath: string): Promise<void> {
  await page.goto(`${url}?offlineMode=true`);
  // The worker does not claim the page that registered it: the reload (same URL) is its first controlled load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), {timeout: 30_000}).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((r) => new URL(r.url).pathname === wanted)) return true;
          }
          return false;
        }, precachedPath),
      {timeout: 150_000},
    )
    .toBe(true);
}

/**
 * Opens `path` by a full load while offline. The query string is one the
 * browser has never requested, so Chromium's HTTP cache cannot answer; the
 * worker ignores it, and Playwright tells that the service worker answered.
 */
async function openOffline(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${path}?never-fetched=${Date.now()}`);
  expect(response, `${path}: no response`).not.toBeNull();
  expect(response!.fromServiceWorker(), `${path} was not answered by the service worker`).toBe(true);
  expect(response!.status()).toBe(200);
}

test('offline mode serves every precached page of both locales by full load, without network', async ({
  page,
  context,
}) => {
  // Precaching both locales (about 2,000 files) takes minutes on two busy cores.
  test.setTimeout(360_000);
  // Below /ja/: `docusaurus serve` redirects /ja/ to /ja, outside the Japanese worker's scope.
  await activateOfflineMode(page, '/ja/community/support', '/ja/docs/installation.html');
  await activateOfflineMode(page, '/', '/docs/installation.html');

  // Inside the app: client-side navigation only.
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community\/support$/);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('article h2').first()).toBeVisible();

    await openOffline(page, '/docs/deployment');
    await expect(page.getByRole('heading', {level: 1, name: 'Deployment'})).toBeVisible();

    await openOffline(page, '/blog/releases/3.9');
    await expect(page.getByRole('heading', {level: 1, name: /Docusaurus 3\.9/})).toBeVisible();

    await openOffline(page, '/ja/docs/installation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-markdown')).toContainText('npx create-docusaurus');

    await openOffline(page, '/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('under trailingSlash: false, every nested index.html of the build is a redirect stub', () => {
  // The worker precaches no nested index.html (config/plugins.ts) and src/sw/offlinePages.js looks pages up as
  // `<path>.html`: a real page written as `<path>/index.html` would not be available offline.
  const buildDir = path.resolve(__dirname, '../../build');
  const nested = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (file) => file.endsWith(`${path.sep}index.html`) && file !== `ja${path.sep}index.html`,
  );
  expect(nested.length).toBeGreaterThan(0);
  for (const file of nested) {
    expect(fs.readFileSync(path.join(buildDir, file), 'utf8'), file).toMatch(/<meta http-equiv="refresh"/);
  }
});
