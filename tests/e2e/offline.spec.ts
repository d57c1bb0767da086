import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {hitPaths, openSearchModal} from './searchModal';

// Offline mode (plugin-pwa's `queryString` strategy here) holds for the page
// load that activates it: a later full load without the query string would
// register a normal worker again. So the test activates it once per locale
// and moves inside each app by clicking links only.

/** The URLs a locale's worker precaches (its build's manifest, `self.__WB_MANIFEST` in sw.js), relative to its scope. */
function precacheManifest(locale: 'en' | 'ja'): string[] {
  const worker = fs.readFileSync(path.resolve(__dirname, '../../build', locale === 'en' ? '' : 'ja', 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":"[^"]*","url":"([^"]*)"\}/g)].map((m) => m[1]!);
}

/** What the page sees of the offline worker of `scope`: activated, controlling the page, entries in its precache. */
function offlineWorkerState(page: Page, scope: string) {
  return page.evaluate(async (scope) => {
    const isOffline = (worker: ServiceWorker | null | undefined) =>
      !!worker && JSON.parse(new URL(worker.scriptURL).searchParams.get('params') ?? '{}').offlineMode === true;
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const active = registration?.active;
    const cache = await caches.open(`workbox-precache-v2-${new URL(scope, location.href).href}`);
    return {
      activated: isOffline(active) && active!.state === 'activated',
      controlling: isOffline(navigator.serviceWorker.controller),
      precached: (await cache.keys()).length,
    };
  }, scope);
}

/**
 * Loads `url` with `?offlineMode=true` and waits, by state rather than by time, until the locale's offline worker
 * has precached every file of its manifest, is activated and controls the page.
 */
async function activateOfflineMode(page: Page, url: string, locale: 'en' | 'ja'): Promise<void> {
  const scope = locale === 'en' ? '/' : '/ja/';
  const expected = precacheManifest(locale).length;
  await page.goto(`${url}?offlineMode=true`);
  // Installing means precaching: the worker is activated only once every file is in the cache.
  await expect.poll(async () => (await offlineWorkerState(page, scope)).activated, {timeout: 300_000}).toBe(true);
  // The worker does not claim the page that registered it: the reload (same URL) is its first controlled load.
  await page.reload();
  await expect.poll(async () => (await offlineWorkerState(page, scope)).controlling, {timeout: 30_000}).toBe(true);
  expect((await offlineWorkerState(page, scope)).precached).toBe(expected);
  // After precaching the pages, the worker copies the whole search index into its own cache in the background.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (marker) => {
            const cache = await caches.open('embedded-search-v1');
            return !!(await cache.match(marker));
          },
          new URL(`${scope}pagefind/.complete`, page.url()).href,
        ),
      {timeout: 90_000},
    )
    .toBe(true);
}

/** Searches `query` in the modal of the page and returns the pathnames of the hits. */
async function searchHits(page: Page, query: string): Promise<string[]> {
  await waitForHydration(page);
  await openSearchModal(page);
  return hitPaths(page, query);
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

// One test for pages and search: activating offline mode precaches ~2,000 files, the longest wait of the suite.
test('offline mode serves every precached page of both locales by full load, and search answers, without network', async ({
  page,
  context,
}) => {
  // Precaching both locales (about 2,000 files) takes minutes on two busy cores.
  test.setTimeout(360_000);
  // Below /ja/: `docusaurus serve` redirects /ja/ to /ja, outside the Japanese worker's scope.
  await activateOfflineMode(page, '/ja/community/support', 'ja');
  await activateOfflineMode(page, '/', 'en');

  // Inside the app: client-side navigation only.
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community\/support$/);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);

  // Nothing of the online visit still in flight when the network goes (prefetched chunks, the search index).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the reload was not answered by the service worker').toBe(true);
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

    // Search answers from the index the worker cached, in both languages.
    expect((await searchHits(page, 'installation'))[0]).toMatch(/^\/docs\/installation/);
    await openOffline(page, '/ja/community/team');
    expect(await searchHits(page, 'サポート')).toContain('/ja/community/support');
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
