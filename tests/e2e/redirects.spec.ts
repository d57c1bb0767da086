import {expect, test} from '@playwright/test';

test.describe('client redirects', () => {
  for (const page of ['support', 'team', 'resources']) {
    for (const from of [`/docs/${page}`, `/docs/next/${page}`]) {
      test(`${from} lands on /community/${page}`, async ({page: tab}) => {
        await tab.goto(from);
        await expect(tab).toHaveURL(new RegExp(`/community/${page}$`));
        await expect(tab.locator('h1')).toBeVisible();
      });
    }
  }

  test('redirects keep the query string and the hash of their target', async ({page}) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/home/qs');
    await expect(page).toHaveURL(/\/\?a=1$/);
    await page.goto('/home/anchor');
    await expect(page).toHaveURL(/\/#anchor$/);
  });

  test('redirects to another origin land there, query and hash included', async ({page}) => {
    // No network here: answer for docusaurus.io ourselves and look at where the browser went.
    await page.route('https://docusaurus.io/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<!doctype html><title>stub</title><p>remote</p>'}),
    );
    await page.goto('/home/absolute');
    await expect(page).toHaveURL('https://docusaurus.io/');
    await page.goto('/home/absolute/qs');
    await expect(page).toHaveURL('https://docusaurus.io/?a=1');
    await page.goto('/home/absolute/anchor');
    await expect(page).toHaveURL('https://docusaurus.io/#anchor');
  });
});
