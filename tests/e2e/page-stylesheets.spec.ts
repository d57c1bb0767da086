import {expect, test, type Page} from '@playwright/test';

// The styles of components few pages render load with those pages, not in every page's stylesheet
// (src/framework-patches/page-scoped-css). Each page below is styled before any script runs, and the same styles
// arrive when a reader gets there by a link from a page that does not have them.
const STYLED: readonly {path: string; selector: string; property: string; value: RegExp}[] = [
  {path: '/', selector: 'section[aria-labelledby] >> nth=0', property: 'background-image', value: /linear-gradient/},
  {path: '/ja/', selector: 'section[aria-labelledby] >> nth=0', property: 'background-image', value: /linear-gradient/},
  {
    path: '/showcase',
    selector: '#showcase-all + ul > li [aria-hidden="true"] >> nth=0',
    property: 'background-image',
    value: /linear-gradient/,
  },
  {
    path: '/community/team',
    selector: 'article img[src^="https://github.com/"] >> nth=0',
    property: 'border-top-left-radius',
    value: /^50%$/,
  },
  {
    path: '/docs/creating-pages',
    selector: 'figure[data-text-tree] ul >> nth=0',
    property: 'list-style-type',
    value: /^none$/,
  },
];

async function styleOf(page: Page, selector: string, property: string): Promise<string> {
  const element = page.locator(selector);
  await expect(element).toBeAttached();
  return element.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
}

test.describe('pages with their own styles, without scripts', () => {
  test.use({javaScriptEnabled: false});
  for (const {path, selector, property, value} of STYLED) {
    test(`${path} is styled from its HTML alone`, async ({page}) => {
      await page.goto(path);
      expect(await styleOf(page, selector, property)).toMatch(value);
    });
  }
});

test('a page reached by a link brings its styles', async ({page}) => {
  await page.goto('/docs/installation');
  await page.locator('.navbar').getByRole('link', {name: 'Showcase', exact: true}).click();
  await expect(page).toHaveURL(/\/showcase$/);
  expect(await styleOf(page, '#showcase-all + ul > li [aria-hidden="true"] >> nth=0', 'background-image')).toMatch(
    /linear-gradient/,
  );
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await styleOf(page, 'section[aria-labelledby] >> nth=0', 'background-image')).toMatch(/linear-gradient/);
});
