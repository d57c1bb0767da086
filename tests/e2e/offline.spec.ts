import {expect, test} from '@playwright/test';

// The service worker only takes over after a visit that activates offline
// mode (here: the `?offlineMode=true` query string strategy).
test('after an offline-mode visit, visited pages and the home page load without network', async ({page, context}) => {
  test.setTimeout(90_000);
  await page.goto('/community/support?offlineMode=true');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), {timeout: 30_000})
    .toBe(true);
  // Precaching runs during install: wait (bounded) until the home page is in a cache.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            const keys = await cache.keys();
            if (keys.some((r) => new URL(r.url).pathname === '/index.html')) return true;
          }
          return false;
        }),
      {timeout: 30_000},
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/community/support');
  await expect(page.getByRole('heading', {level: 1, name: 'Support'})).toBeVisible();
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await context.setOffline(false);
});
