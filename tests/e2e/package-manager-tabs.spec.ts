import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test('npm2yarn tabs: choosing pnpm shows the pnpm command and stays chosen on another page', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const firstTabs = page
    .locator('.tabs-container')
    .filter({has: page.getByRole('tab', {name: 'pnpm'})})
    .first();
  await expect(firstTabs.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await firstTabs.getByRole('tab', {name: 'pnpm'}).click();
  await expect(firstTabs.getByRole('tabpanel')).toContainText('pnpm create docusaurus');

  await page.goto('/docs/deployment');
  await waitForHydration(page);
  const tabs = page
    .locator('.tabs-container')
    .filter({has: page.getByRole('tab', {name: 'pnpm'})})
    .first();
  await expect(tabs.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText(/pnpm (run )?\w/);
});
