import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const dialog = (page: Page) => page.locator('dialog[data-rmiz-modal]');
const zoomedOpen = (page: Page) => page.locator('[data-rmiz-modal-overlay="visible"]');

/** Whether any script the page loaded holds the zoom library (its modal's attribute name). */
async function zoomLoaded(page: Page): Promise<boolean> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return texts.some((text) => text.includes('data-rmiz-modal-overlay'));
}

test.describe('image and diagram zoom', () => {
  test('an image opens larger with Enter, closes with Escape, and the focus comes back', async ({page}) => {
    await page.goto('/docs/markdown-features/assets');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: /^Expand image: The MDX pipeline/}).first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(zoomedOpen(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', {name: 'Minimize image'})).toBeVisible();
    // The page does not show through (Infima's background colour is transparent in light mode).
    await expect(zoomedOpen(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await expect(zoomedOpen(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a click opens it, a click or a scroll closes it', async ({page}) => {
    await page.goto('/docs/markdown-features/assets');
    await waitForHydration(page);
    const image = page.locator('article img[alt^="The MDX pipeline"]').first();
    await image.click();
    await expect(zoomedOpen(page)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(zoomedOpen(page)).toHaveCount(0);
    await image.click();
    await expect(zoomedOpen(page)).toBeVisible();
    // The library listens for the wheel once the enlarged image has loaded: a reader scrolls again if it was early.
    await expect(async () => {
      await page.mouse.wheel(0, 200);
      await expect(zoomedOpen(page)).toHaveCount(0, {timeout: 500});
    }).toPass({timeout: 7_000});
  });

  test('a Mermaid diagram opens larger, in dark mode too', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/markdown-features/diagrams');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: /^Expand image/}).first();
    await expect(button).toBeAttached({timeout: 15_000});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(zoomedOpen(page)).toBeVisible();
    await expect(zoomedOpen(page)).toHaveCSS('background-color', 'rgb(27, 27, 29)');
    const enlarged = page.locator('dialog[data-rmiz-modal][open] [data-rmiz-modal-img] svg');
    await expect(enlarged).toBeVisible();
    // Larger than on the page (Mermaid's own max-width does not hold the copy back).
    const onPage = await page.locator('article .docusaurus-mermaid-container svg').first().boundingBox();
    await expect.poll(async () => (await enlarged.boundingBox())!.width).toBeGreaterThan(onPage!.width * 1.2);
    await page.keyboard.press('Escape');
    await expect(zoomedOpen(page)).toHaveCount(0);
  });

  test('honours reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/docs/markdown-features/assets');
    await waitForHydration(page);
    await page.locator('article img[alt^="The MDX pipeline"]').first().click();
    await expect(zoomedOpen(page)).toBeVisible();
    const duration = await page
      .locator('[data-rmiz-modal-img]')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration.split(',').every((value) => parseFloat(value) <= 0.01)).toBe(true);
  });

  test('pages without an image or a diagram do not load it', async ({page}) => {
    await page.goto('/docs/markdown-features/assets');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /^Expand image/}).first()).toBeAttached();
    expect(await zoomLoaded(page)).toBe(true);
    await page.goto('/docs/cli');
    await waitForHydration(page);
    expect(await zoomLoaded(page)).toBe(false);
  });

  test('the button is named in Japanese on Japanese pages', async ({page}) => {
    await page.goto('/ja/docs/markdown-features/assets');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /^画像を拡大/}).first()).toBeAttached();
  });
});
