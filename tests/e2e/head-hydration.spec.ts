import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

// src/framework-patches/head-hydration: hydration runs as a transition, in slices, and react-helmet-async wrote the <head>
// between two slices with only the <Head> elements rendered so far, removing the others' tags (the KaTeX stylesheet
// among them) until the rest of the page had hydrated.

/** Records every tag of react-helmet-async (the server's and the client's) removed from <head>, from the first byte. */
async function watchHead(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {headRemovals: string[]}).headRemovals = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== document.head) continue;
        for (const node of record.removedNodes) {
          // The bundler's <script>s go once run; react-helmet-async's tags carry data-rh. The HTML minifier sorts the
          // keys of JSON-LD, so once hydrated Helmet swaps that script for its own: the same data, nothing shown.
          if (!(node instanceof Element) || !node.hasAttribute('data-rh')) continue;
          if (node.getAttribute('type') !== 'application/ld+json') removed.push(node.outerHTML);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const headRemovals = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {headRemovals: string[]}).headRemovals);

test.describe('the <head> while a page hydrates', () => {
  for (const path of ['/docs/markdown-features/math-equations', '/docs/installation', '/ja/blog']) {
    test(`${path}: no tag of the server's <head> is removed`, async ({page}) => {
      await watchHead(page);
      await page.goto(path);
      await waitForHydration(page);
      // Time for the frames in which react-helmet-async writes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      expect(await headRemovals(page)).toEqual([]);
    });
  }

  test('after hydration, navigating still updates the <head>', async ({page}) => {
    await page.goto('/docs/markdown-features/math-equations');
    await waitForHydration(page);
    const katex = page.locator('head link[rel="stylesheet"][href$="/katex/katex.min.css"]');
    await expect(katex).toHaveCount(1);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Installation'}).click();
    await expect(page).toHaveTitle(/^Installation/);
    await expect(katex).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/installation$/);
    await page.goBack();
    await expect(katex).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
});
