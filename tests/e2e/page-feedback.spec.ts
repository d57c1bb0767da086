import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test.describe('"Was this page helpful?"', () => {
  test('"Yes" thanks the reader, and the page does not ask again', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(feedback.getByRole('button')).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(feedback.getByRole('button')).toHaveCount(0);
    // Another page still asks.
    await page.goto('/docs/configuration');
    await waitForHydration(page);
    await expect(page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button')).toHaveCount(2);
  });

  test('"No" offers a prefilled issue naming the page, version and locale, by keyboard', async ({page}) => {
    await page.goto('/docs/next/installation');
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    const no = feedback.getByRole('button', {name: 'No'});
    await no.focus();
    await page.keyboard.press('Enter');
    const link = feedback.getByRole('link', {name: 'Tell us what was missing'});
    await expect(link).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://github.com/facebook/docusaurus/issues/new');
    const body = url.searchParams.get('body')!;
    expect(url.searchParams.get('title')).toContain('Installation');
    expect(body).toContain('https://docusaurus.io/docs/next/installation');
    expect(body).toContain('Canary');
    expect(body).toContain('en');
  });

  test('sends an analytics event only where analytics are configured', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
    await page.getByRole('button', {name: 'Yes'}).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  });

  test('asks in Japanese on Japanese pages', async ({page}) => {
    await page.goto('/ja/docs/installation');
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'このページは役に立ちましたか？'});
    await expect(feedback.getByRole('button', {name: 'はい'})).toBeVisible();
    await feedback.getByRole('button', {name: 'いいえ'}).click();
    const link = feedback.getByRole('link');
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('body')).toContain('ja');
  });
});
