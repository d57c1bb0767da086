import {expect, test, type Page} from '@playwright/test';
import {storageKeysStartingWith, waitForHydration} from './helpers';
import {LANGUAGE_SUGGESTION_DISMISSED, siteStorageKey} from './siteStorage';

// Fresh storage: the other specs start with the suggestion dismissed (playwright.config.ts).
test.use({storageState: {cookies: [], origins: []}});

/** The page's cumulative layout shift so far (every shift, with or without recent input). */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as {value: number}).value;
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('a browser that prefers Japanese', () => {
  test.use({locale: 'ja-JP'});

  test('an English page with a Japanese translation suggests it, in Japanese, without moving anything', async ({
    page,
  }) => {
    await page.goto('/docs/installation#requirements');
    await waitForHydration(page);
    const bar = page.getByRole('region', {name: 'このページは日本語でも読めます。'});
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('lang', 'ja');
    const link = bar.getByRole('link', {name: '日本語で読む'});
    await expect(link).toHaveAttribute('href', '/ja/docs/installation#requirements');
    expect(await layoutShift(page)).toBe(0);
    // Never a redirect: the reader stays on the English page until they choose.
    expect(new URL(page.url()).pathname).toBe('/docs/installation');
  });

  test('dismissing it is remembered, by keyboard too', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const dismiss = page.getByRole('button', {name: '日本語の提案を今後表示しない'});
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#language-suggestion')).toHaveCount(0);
    // The key playwright.config.ts sets for the other specs is the one the site writes.
    expect(await storageKeysStartingWith(page, LANGUAGE_SUGGESTION_DISMISSED)).toEqual([
      siteStorageKey(LANGUAGE_SUGGESTION_DISMISSED, '/'),
    ]);
    await page.goto('/docs/configuration');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#language-suggestion')).toHaveCount(0);
  });

  test('a page without a Japanese translation suggests nothing', async ({page}) => {
    await page.goto('/docs/3.8.1/installation');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#language-suggestion')).toHaveCount(0);
  });

  test('a Japanese page suggests nothing', async ({page}) => {
    await page.goto('/ja/docs/installation');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#language-suggestion')).toHaveCount(0);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({locale: 'en-US'});

  test('a Japanese page suggests the English one, in English', async ({page}) => {
    await page.goto('/ja/docs/installation');
    await waitForHydration(page);
    const bar = page.getByRole('region', {name: 'This page is also in English.'});
    await expect(bar.getByRole('link', {name: 'Read it in English'})).toHaveAttribute('href', '/docs/installation');
  });

  test('an English page suggests nothing', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#language-suggestion')).toHaveCount(0);
  });
});
