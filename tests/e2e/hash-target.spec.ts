import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

/**
 * src/plugins/hash-target: the element a URL's #hash names stays in view while content drawn late above it changes
 * the layout. On lifecycle-apis a Mermaid diagram, drawn only once the Mermaid library has loaded, sits above
 * #injecthtmltags; here that library is held back 2.5 s, as on a slow phone, so it is drawn after the scroll.
 */

const PAGE = '/docs/api/plugin-methods/lifecycle-apis';
const DIAGRAM = '.docusaurus-mermaid-container svg';

test.use({serviceWorkers: 'block', viewport: {width: 1280, height: 720}});

async function holdBackMermaid(page: Page): Promise<void> {
  await page.route(/mermaid_core_mjs\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
}

async function expectDiagramAboveAndTargetInView(page: Page): Promise<void> {
  await expect(page.locator(DIAGRAM).first()).toBeAttached({timeout: 20_000});
  const target = page.locator('[id="injecthtmltags"]');
  // The diagram is drawn above the target: the layout did change under it.
  expect(
    await page
      .locator(DIAGRAM)
      .first()
      .evaluate((svg, id) => {
        const element = document.getElementById(id)!;
        return Boolean(svg.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      }, 'injecthtmltags'),
  ).toBe(true);
  await expect(target).toBeInViewport();
}

test('a first load of a URL with a hash keeps its section in view when a diagram above it is drawn', async ({page}) => {
  await holdBackMermaid(page);
  await page.goto(`${PAGE}#injecthtmltags`);
  await waitForHydration(page);
  await expectDiagramAboveAndTargetInView(page);
});

test('a route change to a URL with a hash keeps its section in view when a diagram above it is drawn', async ({
  page,
}) => {
  await holdBackMermaid(page);
  await page.goto('/docs/api/plugin-methods');
  await waitForHydration(page);
  await page.locator('article').locator(`a[href="${PAGE}#injecthtmltags"]`).first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === `${PAGE}#injecthtmltags`);
  await expectDiagramAboveAndTargetInView(page);
});

test('a reader who scrolls while the diagram loads is not pulled back', async ({page}) => {
  await holdBackMermaid(page);
  await page.goto(`${PAGE}#injecthtmltags`);
  await waitForHydration(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -2_000);
  await expect
    .poll(() => page.evaluate(() => document.getElementById('injecthtmltags')!.getBoundingClientRect().top))
    .toBeGreaterThan(720);
  await expect(page.locator(DIAGRAM).first()).toBeAttached({timeout: 20_000});
  await expect(page.locator('[id="injecthtmltags"]')).not.toBeInViewport();
});
