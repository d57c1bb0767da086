/**
 * With browser storage unavailable (reading `window.localStorage` throws, as in
 * some iframes and strict privacy settings), the theme's storage slots become
 * no-ops after one console warning (theme-common/lib/utils/storageUtils.js,
 * getBrowserStorage). The settings that would be saved work in memory for the
 * visit and are gone after a reload; nothing throws. The colour mode is
 * covered in fixtures/framework-storage.spec.ts; this covers the announcement bar and
 * the docs version choice, and the colour mode next to them on the docs.
 */
import {expect, test, type Page} from '@playwright/test';
import versions from '../../versions.json';
import {waitForHydration} from './helpers';

test.use({serviceWorkers: 'block'});
// Several client-side navigations and reloads each.
test.describe.configure({timeout: 90_000});

const STORAGE_WARNING = 'Docusaurus browser storage is not available.';

type Console = {warnings: string[]; uncaught: string[]};

/** Makes every read of `window.localStorage` throw, before any script of the site runs, and records the console. */
async function blockStorage(page: Page): Promise<Console> {
  const recorded: Console = {warnings: [], uncaught: []};
  page.on('pageerror', (error) => recorded.uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') recorded.warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The test blocks localStorage.', 'SecurityError');
      },
    });
  });
  return recorded;
}

const storageBlocked = (page: Page) =>
  page.evaluate(() => {
    try {
      return typeof window.localStorage;
    } catch {
      return 'blocked';
    }
  });

test("the announcement bar closes, for as long as the page's layout stays mounted", async ({page}) => {
  const recorded = await blockStorage(page);
  const bar = page.locator('.theme-announcement-bar');
  await page.goto('/docs/installation');
  await waitForHydration(page);
  expect(await storageBlocked(page)).toBe('blocked');
  await expect(bar).toContainText('is out!');

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  // Docs pages share one layout: the closed state holds while moving between them...
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Configuration', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/configuration$/);
  await expect(bar).toBeHidden();
  // ...but a page with a layout of its own reads the dismissal from storage again
  // (theme-common/lib/contexts/announcementBar.js), where nothing could be saved, and so does a reload.
  await page.locator('.navbar__items').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeVisible();

  await expect.poll(() => recorded.warnings.some((w) => w.startsWith(STORAGE_WARNING))).toBe(true);
  expect(recorded.uncaught).toEqual([]);
});

test('the docs version dropdown navigates both ways, and the colour mode toggles', async ({page}) => {
  const recorded = await blockStorage(page);
  const [latest, older] = [versions[0]!, versions[versions.length - 1]!];
  const navbar = page.locator('.navbar__items');
  const chooseVersion = async (current: string, version: string) => {
    await navbar.getByRole('button', {name: current}).hover();
    await navbar.getByRole('link', {name: version, exact: true}).click();
  };
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/installation');
  await waitForHydration(page);
  expect(await storageBlocked(page)).toBe('blocked');

  await chooseVersion(latest, older);
  await expect(page).toHaveURL(new RegExp(`/docs/${older.replace(/\./g, '\\.')}/installation$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await chooseVersion(older, latest);
  await expect(page).toHaveURL(/\/docs\/installation$/);

  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Nothing was saved: after a reload the colour mode follows the system again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await expect.poll(() => recorded.warnings.some((w) => w.startsWith(STORAGE_WARNING))).toBe(true);
  expect(recorded.uncaught).toEqual([]);
});

test('the version chosen in the dropdown is not remembered outside the docs layout', async ({page}) => {
  await blockStorage(page);
  const older = versions[versions.length - 1]!;
  const navbar = page.locator('.navbar__items');
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await navbar.getByRole('button', {name: versions[0]}).hover();
  await navbar.getByRole('link', {name: older, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${older.replace(/\./g, '\\.')}/installation$`));
  // With storage, Docs would lead to /docs/<older> from here on (fixtures/framework-storage.spec.ts, storage migration);
  // the blog's layout reads the preferred version from storage again and finds none.
  await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
});
