import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
test('debug error state', async ({page}) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('requestfailed', (r) => console.log('FAILED', r.url()));
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: /^Search/}).first().click();
  await page.locator('.DocSearch-Input').fill('versioning');
  await page.waitForTimeout(4000);
  console.log(await page.locator('.DocSearch-Dropdown').innerHTML());
});
