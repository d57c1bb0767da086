import {expect, test} from '@playwright/test';
import {storageKeysStartingWith, waitForHydration} from './helpers';

test.describe('site shell', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({page}) => {
    await page.goto('/community/support');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The link moves the sequential focus starting point to <main>: the next
    // Tab lands on the first control of the content, not of the navbar.
    await page.keyboard.press('Tab');
    const focusedInsideMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return !!main && !!active && active !== document.body && main.contains(active);
    });
    expect(focusedInsideMain).toBe(true);
  });

  test('the announcement bar closes, stays closed after reload, and comes back for a new announcement', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'is out!'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', /3\.9/);

    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(bar).toBeHidden();

    // The site remembers which announcement was dismissed by its id. Pretend the
    // dismissed one was an older announcement: the current one must show again.
    const [idKey] = await storageKeysStartingWith(page, 'docusaurus.announcement.id');
    expect(idKey).toBeTruthy();
    await page.evaluate((key) => window.localStorage.setItem(key, 'announcement-3.8'), idKey);
    await page.reload();
    await waitForHydration(page);
    await expect(bar).toBeVisible();
  });

  test('the navbar stays fixed, hides when scrolling down and comes back when scrolling up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/community/contributing');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveCSS('position', 'sticky');
    const topOf = async () => (await navbar.boundingBox())?.y ?? NaN;
    expect(await topOf()).toBeGreaterThanOrEqual(0);

    // Scroll in steps, as a reader does: the theme compares each position with the previous one,
    // so each step must have scrolled the page before the next one starts.
    for (const step of [200, 400, 600]) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, step);
      await page.waitForFunction((y) => window.scrollY > y, before);
    }
    await expect.poll(topOf).toBeLessThan(0);

    await page.mouse.wheel(0, -300);
    await expect.poll(topOf).toBeGreaterThanOrEqual(0);
  });

  test('the colour mode toggle cycles light → dark → system and the choice persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toHaveAccessibleName(/system mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/light mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/dark mode/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(/dark mode/);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/system mode/);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('below 996 px the mobile menu opens, shows the docs menu with a back button, and closes when the window grows', async ({
    page,
  }) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary menu (the docs sidebar) is shown first.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Community'})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('the footer shows its four columns, a logo and the copyright', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const title of ['Learn', 'Community', 'More', 'Legal']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    await expect(footer.getByRole('img', {name: /Meta Open Source/})).toBeVisible();
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`);
  });

  test('an unknown URL shows the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  });

  test('a .html path opens the page', async ({page}) => {
    await page.goto('/community/support.html');
    await expect(page.getByRole('heading', {level: 1, name: 'Support'})).toBeVisible();
    await page.goto('/docs/installation.html');
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  });
});
