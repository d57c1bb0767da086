import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {openFirstHit} from './searchModal';

/** How many ranges the page highlights as search terms (CSS Custom Highlight API). */
const highlighted = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const registry = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights;
    return registry.get('search-term')?.size ?? 0;
  });

/** The highlighted texts, lower case, each once. */
const highlightedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const registry = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights;
    return [...new Set([...(registry.get('search-term') ?? [])].map((range) => range.toString().toLowerCase()))];
  });

test.describe('search terms highlighted on the page', () => {
  test('a hit of the modal opens its page with the terms highlighted, and the control clears them', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openFirstHit(page, 'swizzling');
    await expect(page).toHaveURL(/[?&]highlight=swizzl/i);
    await expect.poll(() => highlighted(page)).toBeGreaterThan(0);
    expect(await highlightedTexts(page)).toContain('swizzling');

    const control = page.getByRole('button', {name: /^Clear highlighted search terms \(\d+\)$/});
    await expect(control).toBeVisible();
    await control.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => highlighted(page)).toBe(0);
    await expect(control).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('highlight')).toBe(false);
  });

  test('a hit of /search carries the terms too', async ({page}) => {
    await page.goto('/search?q=sidebar%20category');
    const hit = page.locator('main ol li a').first();
    await expect(hit).toBeVisible({timeout: 15_000});
    expect(new URL((await hit.getAttribute('href'))!, page.url()).searchParams.get('highlight')).toMatch(/sidebar/i);
    await hit.click();
    await expect.poll(() => highlighted(page)).toBeGreaterThan(0);
  });

  test('the address is shareable: opened directly, it highlights and scrolls to the first match of the section', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/installation?highlight=nvm#requirements');
    await waitForHydration(page);
    await expect.poll(() => highlighted(page)).toBeGreaterThan(0);
    const first = await page.evaluate(() => {
      const registry = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights;
      const box = [...registry.get('search-term')!][0]!.getBoundingClientRect();
      return {top: box.top, bottom: box.bottom};
    });
    expect(first.top).toBeGreaterThanOrEqual(0);
    expect(first.bottom).toBeLessThanOrEqual(800);
    // The same page without the terms shows none.
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await highlighted(page)).toBe(0);
    await expect(page.locator('#search-highlight-control')).toHaveCount(0);
  });

  test('Japanese terms are highlighted on Japanese pages, with a Japanese control', async ({page}) => {
    await page.goto('/ja/docs/installation?highlight=' + encodeURIComponent('インストール'));
    await waitForHydration(page);
    await expect.poll(() => highlighted(page)).toBeGreaterThan(0);
    await expect(page.getByRole('button', {name: /^検索語のハイライトを消す/})).toBeVisible();
  });
});
