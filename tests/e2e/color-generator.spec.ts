import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test.describe('colour generator (/docs/styling-layout)', () => {
  test.beforeEach(async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/styling-layout');
    await waitForHydration(page);
  });

  test('typing a primary colour updates the table, the live preview and the CSS', async ({page}) => {
    const primary = page.getByLabel('Primary colour', {exact: true});
    await expect(primary).toHaveValue('#2e8555');
    const table = page.locator('table').filter({has: page.locator('input[type="number"]')});
    await expect(table).toContainText('#205d3b');

    await primary.fill('#3578e5');
    await expect(table).not.toContainText('#205d3b');
    await expect(page.locator('pre').filter({hasText: '--ifm-color-primary: #3578e5'})).toBeVisible();
    // The page itself takes the new colour.
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim()),
      )
      .toBe('#3578e5');
    // Contrast of three shades of #3578e5 on white, one per rating.
    const contrastOf = (variable: string) =>
      table
        .locator('tr')
        .filter({has: page.getByRole('rowheader', {name: variable, exact: true})})
        .locator('td')
        .last();
    await expect(contrastOf('--ifm-color-primary-darkest')).toHaveText('7.41:1 AAA');
    await expect(contrastOf('--ifm-color-primary-darker')).toHaveText('5.61:1 AA');
    await expect(contrastOf('--ifm-color-primary')).toHaveText('4.23:1 Fail');
  });

  test('reset restores the defaults, and the choice persists for the session', async ({page}) => {
    const primary = page.getByLabel('Primary colour', {exact: true});
    await primary.fill('#aa3355');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Primary colour', {exact: true})).toHaveValue('#aa3355');
    await page.getByRole('button', {name: /Reset to the light mode defaults/}).click();
    await expect(page.getByLabel('Primary colour', {exact: true})).toHaveValue('#2e8555');
    await expect(page.locator('pre').filter({hasText: '--ifm-color-primary: #2e8555'})).toBeVisible();
  });

  test('the mode toggle switches the site to dark mode with the dark defaults', async ({page}) => {
    await page.getByRole('button', {name: 'Switch the site to dark mode'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByLabel('Primary colour', {exact: true})).toHaveValue('#25c2a0');
    await expect(page.getByLabel('Background colour', {exact: true})).toHaveValue('#181920');
  });
});
