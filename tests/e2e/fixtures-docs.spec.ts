import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

// Fixtures of the docs plugin instance `docs-tests` (`_dogfooding/_docs tests`, served at /tests/docs).
// Each test proves the behaviour that the first paragraph of its fixture describes.

const BASE = '/tests/docs';
const BUILD_DIR = path.resolve(__dirname, '../../build');

const sidebarOf = (page: Page): Locator => page.getByRole('navigation', {name: 'Docs sidebar'});
const articleOf = (page: Page): Locator => page.locator('article').first();

/** The cards of a generated index, or of a DocCardList. */
const cardsOf = (page: Page): Locator => page.locator('article a.card');

/** The card whose title (the `title` attribute of its heading) is `title`. */
const cardTitled = (page: Page, title: string): Locator =>
  cardsOf(page).filter({has: page.locator(`h2[title="${title.replace(/"/g, '\\"')}"]`)});

/** The `href` attribute, decoded (React Router writes spaces and non-ASCII letters as they are; be agnostic). */
async function decodedHref(locator: Locator): Promise<string> {
  const href = await locator.getAttribute('href');
  expect(href, 'link has an href').not.toBeNull();
  return decodeURI(href!);
}

/** The sidebar category (its `li`) whose label is `link`; `items` are the links inside it. */
const categoryOf = (link: Locator): Locator => link.locator('xpath=ancestor::li[1]');
const categoryItemLinks = (category: Locator): Locator => category.locator('xpath=./ul//a');

/** The decoded pathname of the current page. */
const currentPath = (page: Page): string => decodeURI(new URL(page.url()).pathname);

/** Tag names of the headings that the desktop table of contents links to, in TOC order. */
async function tocHeadingTags(page: Page): Promise<string[]> {
  return page
    .locator('.theme-doc-toc-desktop a')
    .evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName ?? 'missing'),
    );
}

/** Sets a marker on `window`: it survives client-side navigation, not a page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {fixtureMarker?: boolean}).fixtureMarker = true;
  });
}
const windowIsMarked = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as {fixtureMarker?: boolean}).fixtureMarker === true);

test.describe('docs fixtures: custom navbar item type', () => {
  test('the custom-dogfoodingNavbarItem renders on /tests pages only, and follows client-side navigation', async ({page}) => {
    const fixturesLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Fixtures', exact: true});
    for (const url of ['/tests', BASE, `${BASE}/tests/admonitions`]) {
      await page.goto(url);
      await expect(fixturesLink, url).toHaveAttribute('href', '/tests');
    }
    for (const url of ['/', '/docs', '/blog']) {
      await page.goto(url);
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
      await expect(fixturesLink, url).toHaveCount(0);
    }
    // Leaving /tests without a page load: the item reads the router location, so it goes away.
    await page.goto(BASE);
    await waitForHydration(page);
    await expect(fixturesLink).toBeVisible();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(fixturesLink).toHaveCount(0);
  });

  test('the item uses the locale base URL: it shows on /ja/tests pages and links to /ja/tests', async ({page}) => {
    await page.goto(`/ja${BASE}`);
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Fixtures', exact: true})).toHaveAttribute('href', '/ja/tests');
    await page.goto('/ja/');
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Fixtures', exact: true})).toHaveCount(0);
  });
});

test.describe('docs fixtures: category links', () => {
  test('the "Tests" generated index lists a card for each item of the tests folder', async ({page}) => {
    await page.goto(`${BASE}/category/tests`);
    await expect(page.getByRole('heading', {level: 1, name: 'Tests'})).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(13);
    await expect(cardTitled(page, 'Category links')).toHaveAttribute('href', `${BASE}/tests/category-links`);
    await expect(cardTitled(page, 'Conflicts')).toHaveAttribute('href', `${BASE}/category/conflicts`);
    await expect(cardTitled(page, 'Visibility')).toHaveAttribute('href', `${BASE}/tests/visibility`);
    await expect(cardTitled(page, 'Admonitions')).toHaveAttribute('href', `${BASE}/tests/admonitions`);
    await expect(cardTitled(page, 'Admonitions').locator('p')).toHaveText('Every admonition type, custom titles, nesting and rich content.');
  });

  for (const {name, folder, label, subdoc} of [
    {name: 'an index doc', folder: 'with-index-doc', label: 'Category with an index doc', subdoc: 'Sample doc (index doc)'},
    {name: 'a README doc', folder: 'with-readme-doc', label: 'Category with a README doc', subdoc: 'Sample doc (README doc)'},
    {
      name: 'a doc named like its folder',
      folder: 'with-category-name-doc',
      label: 'Category with a doc named like its folder',
      subdoc: 'Sample doc (doc named like its folder)',
    },
  ]) {
    test(`a category with ${name}: the doc is served at the folder URL and the category label links to it`, async ({page}) => {
      const folderUrl = `${BASE}/tests/category-links/${folder}`;
      await page.goto(`${folderUrl}/sample-doc`);
      const sidebar = sidebarOf(page);
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', folderUrl);
      await expect(sidebar.getByRole('link', {name: subdoc, exact: true})).toHaveAttribute('aria-current', 'page');
      // The index doc is the category link, not one of its items.
      const category = categoryOf(sidebar.getByRole('link', {name: label, exact: true}));
      await expect(category).toHaveClass(/theme-doc-sidebar-item-category/);
      await expect(categoryItemLinks(category)).toHaveText([subdoc]);
      await page.goto(folderUrl);
      await expect(page.getByRole('heading', {level: 1, name: label})).toBeVisible();
    });
  }

  test('the README index has no URL of its own', async ({page}) => {
    const response = await page.goto(`${BASE}/tests/category-links/with-readme-doc/README`);
    expect(response?.status()).toBe(404);
  });

  test('a custom index convention (sidebarItemsGenerator) links the category to `intro`, which keeps its own URL', async ({page}) => {
    const folderUrl = `${BASE}/tests/category-links/custom-index-convention`;
    await page.goto(`${folderUrl}/sample-doc`);
    const sidebar = sidebarOf(page);
    const label = 'Category linked by a custom convention';
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', `${folderUrl}/intro`);
    const category = categoryOf(sidebar.getByRole('link', {name: label, exact: true}));
    await expect(categoryItemLinks(category)).toHaveText(['Sample doc (custom convention)']);
    expect((await page.goto(folderUrl))?.status()).toBe(404);
  });

  test('a folder without an index doc gets a generated index at the folder URL', async ({page}) => {
    await page.goto(`${BASE}/tests/category-links/no-index-doc`);
    await expect(page.getByRole('heading', {level: 1, name: 'Category without an index doc'})).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(1);
    const card = cardTitled(page, 'Sample doc (no index doc)');
    await expect(card).toHaveAttribute('href', `${BASE}/tests/category-links/no-index-doc/sample-doc`);
    await expect(card.locator('p')).toHaveText('The only doc of a folder without an index doc.');
  });

  test('a generated index with a custom slug replaces the default /category/ URL', async ({page}) => {
    await page.goto(`${BASE}/category-links-generated-index-slug`);
    await expect(page.getByRole('heading', {level: 1, name: 'Generated index with a custom slug'})).toBeVisible();
    await expect(cardTitled(page, 'Sample doc (regular category)')).toHaveAttribute(
      'href',
      `${BASE}/tests/category-links/regular-category/sample-doc`,
    );
    expect((await page.goto(`${BASE}/category/regular-category`))?.status()).toBe(404);
  });

  test('a folder holding only its index doc is a plain sidebar link, not a category', async ({page}) => {
    await page.goto(`${BASE}/tests/category-links`);
    const sidebar = sidebarOf(page);
    // This page is itself the `index` doc of its folder: the label of its category is the current page.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Category links');
    await expect(sidebar.getByRole('link', {name: 'Category links', exact: true})).toHaveAttribute('aria-current', 'page');
    const link = sidebar.getByRole('link', {name: 'Category without sub-docs', exact: true});
    await expect(link).toHaveAttribute('href', `${BASE}/tests/category-links/no-subdoc`);
    await expect(categoryOf(link)).toHaveClass(/theme-doc-sidebar-item-link/);
    await expect(sidebar.getByRole('button', {name: /sidebar category 'Category without sub-docs'/})).toHaveCount(0);
    // A real category with an index, for comparison: it has a collapse button.
    await expect(sidebar.getByRole('button', {name: "Expand sidebar category 'Category with an index doc'"})).toBeVisible();
  });
});

test.describe('docs fixtures: sidebars', () => {
  test('two categories labelled CategoryLabelTest get /category/categorylabeltest and /category/categorylabeltest-1', async ({page}) => {
    await page.goto(BASE);
    const links = sidebarOf(page).getByRole('link', {name: 'CategoryLabelTest', exact: true});
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      `${BASE}/category/categorylabeltest`,
      `${BASE}/category/categorylabeltest-1`,
    ]);
    await page.goto(`${BASE}/category/categorylabeltest`);
    await expect(page.getByRole('heading', {level: 1, name: 'CategoryLabelTest'})).toBeVisible();
    await expect(cardTitled(page, 'The second CategoryLabelTest')).toHaveAttribute('href', `${BASE}/category/categorylabeltest-1`);
    await page.goto(`${BASE}/category/categorylabeltest-1`);
    await expect(page.getByRole('heading', {level: 1, name: 'CategoryLabelTest'})).toBeVisible();
    await expect(cardTitled(page, 'The first CategoryLabelTest')).toHaveAttribute('href', `${BASE}/category/categorylabeltest`);
  });

  test('generated-index cards take their text from link descriptions, category descriptions, item counts and doc descriptions', async ({page}) => {
    await page.goto(`${BASE}/category/sidebar-item-description-tests`);
    await expect(cardsOf(page)).toHaveCount(5);
    const text = (title: string) => cardTitled(page, title).locator('p');
    await expect(text('Internal link with a description')).toHaveText('This text is the description field of a sidebar link item.');
    await expect(cardTitled(page, 'Internal link with a description')).toHaveAttribute('href', `${BASE}/tests/admonitions`);
    await expect(text('External link with a description')).toHaveText('An external link card shows this description and a link icon.');
    await expect(cardTitled(page, 'External link with a description')).toHaveAttribute('href', 'https://docusaurus.io/docs/sidebar/items');
    await expect(text('Category with a description')).toHaveText('This text replaces the item count of the category card.');
    await expect(text('Category without a description')).toHaveText('2 items');
    await expect(text('More test')).toHaveText('A doc of the second sidebar, listed by the generated index of its category.');
    // A `ref` does not move the doc: it still shows the second sidebar.
    await cardTitled(page, 'More test').click();
    await expect(page.getByRole('heading', {level: 1, name: 'More test'})).toBeVisible();
    await expect(sidebarOf(page).getByRole('link', {name: 'Doc with another sidebar', exact: true})).toBeVisible();
  });

  test('a doc of the second sidebar shows that sidebar, not the main one', async ({page}) => {
    await page.goto(`${BASE}/doc-with-another-sidebar`);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('link', {name: 'Doc with another sidebar', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Another category with index', exact: true})).toHaveAttribute(
      'href',
      `${BASE}/category/another-category-with-index`,
    );
    await expect(sidebar.getByRole('link', {name: 'Tests', exact: true})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: 'Docs fixtures', exact: true})).toHaveCount(0);
    await expect(sidebar.locator('a.menu__link')).toHaveCount(2);
  });

  test('the generated index of the second sidebar lists its only doc', async ({page}) => {
    await page.goto(`${BASE}/category/another-category-with-index`);
    await expect(page.getByRole('heading', {level: 1, name: 'Another category with index'})).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(1);
    await expect(cardTitled(page, 'More test')).toHaveAttribute('href', `${BASE}/more-test`);
  });

  test('displayed_sidebar: null hides the sidebar of a doc that a sidebar lists', async ({page}) => {
    await page.goto(BASE);
    await expect(sidebarOf(page).getByRole('link', {name: 'Doc without sidebar', exact: true})).toHaveAttribute(
      'href',
      `${BASE}/doc-without-sidebar`,
    );
    await page.goto(`${BASE}/doc-without-sidebar`);
    await expect(page.getByRole('heading', {level: 1, name: 'Doc without sidebar'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(sidebarOf(page)).toHaveCount(0);
    // The paginator follows the displayed sidebar: it stays empty.
    await expect(page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link')).toHaveCount(0);
    // The rest of the doc page is there.
    await expect(page.locator('.theme-doc-toc-desktop a')).toHaveCount(2);
  });

  test('a standalone doc is reachable but in no sidebar', async ({page}) => {
    await page.goto(BASE);
    await expect(sidebarOf(page)).toBeVisible();
    await expect(page.locator(`a[href="${BASE}/standalone"]`)).toHaveCount(0);
    await page.goto(`${BASE}/standalone`);
    await expect(page.getByRole('heading', {level: 1, name: 'Standalone doc'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link')).toHaveCount(0);
  });

  test('long sidebar labels wrap or are cut inside the sidebar, at most two lines each', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const category = `${BASE}/tests/sidebar-display/Category1LongLongLongLongLongLongLongLongLongLong`;
    await page.goto(`${category}/doc1`);
    const sidebar = sidebarOf(page);
    const labels = [
      'Category1LongLongLongLongLongLongLongLongLongLong',
      'doc2 long long long long long long long long long long long long',
      'doc3longlonglonglonglonglonglonglonglonglonglonglong',
      'Category 2 Long Long Long Long Long Long Long Long Long Long Long',
    ];
    await expect(sidebar).toBeVisible();
    const sidebarBox = (await sidebar.boundingBox())!;
    for (const label of labels) {
      const link = sidebar.getByRole('link', {name: label, exact: true}).or(sidebar.getByRole('button', {name: label, exact: true}));
      await expect(link, label).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, label).toBeLessThanOrEqual(sidebarBox.x + sidebarBox.width + 1);
      const lines = await link.locator('span').first().evaluate((span) => {
        const lineHeight = parseFloat(getComputedStyle(span).lineHeight);
        return span.clientHeight / lineHeight;
      });
      expect(lines, label).toBeLessThanOrEqual(2.05);
    }
    // Nothing in the sidebar is wider than the sidebar itself.
    expect(await sidebar.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(1);
  });

  test('the generated index of the long labels keeps the full label in the card title attribute', async ({page}) => {
    await page.goto(`${BASE}/category/sidebar-display`);
    await expect(cardsOf(page)).toHaveCount(2);
    await expect(cardTitled(page, 'Category1LongLongLongLongLongLongLongLongLongLong')).toHaveAttribute(
      'href',
      `${BASE}/tests/sidebar-display/Category1LongLongLongLongLongLongLongLongLongLong/doc1`,
    );
    expect(await decodedHref(cardTitled(page, 'Category 2 Long Long Long Long Long Long Long Long Long Long Long'))).toBe(
      `${BASE}/tests/sidebar-display/Category 2 Long Long Long Long Long Long Long Long Long Long Long/doc1`,
    );
  });
});

test.describe('docs fixtures: sidebar front matter', () => {
  const folder = `${BASE}/tests/sidebar-frontmatter`;
  const itemField = (page: Page, field: string) => page.locator(`[data-fixture="current-sidebar-item"] [data-field="${field}"]`);

  test('sidebar_label replaces the title in the sidebar only', async ({page}) => {
    await page.goto(`${folder}/doc-with-sidebar-label`);
    const sidebar = sidebarOf(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Doc with a sidebar label'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Custom sidebar label', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Doc with a sidebar label', exact: true})).toHaveCount(0);
    await expect(itemField(page, 'label')).toHaveText('Custom sidebar label');
  });

  test('sidebar_class_name puts a class on the list item of that doc only', async ({page}) => {
    await page.goto(`${folder}/doc-with-sidebar-className`);
    const items = sidebarOf(page).locator('li.fixture-sidebar-item-highlighted');
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('link')).toHaveText('Doc with a sidebar class name');
    await expect(itemField(page, 'className')).toHaveText('fixture-sidebar-item-highlighted');
  });

  test('sidebar_custom_props reach the sidebar item as written', async ({page}) => {
    await page.goto(`${folder}/doc-with-sidebar-custom-props`);
    const props = JSON.parse((await itemField(page, 'customProps').innerText()).trim()) as unknown;
    expect(props).toEqual({badge: 'new', rank: 2});
    await expect(itemField(page, 'label')).toHaveText('Doc with sidebar custom props');
  });

  test('without sidebar front matter the item has the title, no class and no custom props', async ({page}) => {
    await page.goto(`${folder}/doc-without`);
    await expect(itemField(page, 'label')).toHaveText('Doc without sidebar front matter');
    await expect(itemField(page, 'className')).toHaveText('none');
    await expect(itemField(page, 'customProps')).toHaveText('null');
  });

  test('a folder with a unique index takes the sidebar_label and position of that index, as a plain link', async ({page}) => {
    await page.goto(folder);
    const sidebar = sidebarOf(page);
    const category = categoryOf(sidebar.getByRole('link', {name: 'Sidebar front matter', exact: true}));
    const first = category.locator('xpath=./ul/li[1]');
    await expect(first).toHaveClass(/theme-doc-sidebar-item-link/);
    await expect(first.getByRole('link')).toHaveText('Folder with a unique index');
    await expect(first.getByRole('link')).toHaveAttribute('href', `${folder}/dir-with-unique-index`);
  });
});

test.describe('docs fixtures: visibility', () => {
  const folder = `${BASE}/tests/visibility`;
  const unlisted = [
    'force-unlisted',
    'only-unlisteds/unlisted1',
    'only-unlisteds/unlisted2',
    'only-unlisteds/unlisted-subcategory',
    'only-unlisteds/unlisted-subcategory/unlisted3',
    'some-unlisteds/unlisted1',
    'some-unlisteds/unlisted2',
    'some-unlisteds/subcategory-with-listed-index/unlisted1',
    'some-unlisteds/subcategory-with-listed-index/unlisted2',
    'some-unlisteds/unlisted-subcategory',
    'some-unlisteds/unlisted-subcategory/unlisted3',
    'unlisted-except-index/unlisted1',
    'unlisted-except-index/unlisted2',
  ];
  const listed = [
    '',
    'some-unlisteds/subcategory-with-listed-index',
    'some-unlisteds/unlisted-subcategory/listed1',
    'unlisted-except-index',
    'some-drafts/draft-subcategory/listed1',
  ];
  // Exactly nine drafts: they exist in development only.
  const drafts = [
    'some-drafts/draft1',
    'some-drafts/draft2',
    'some-drafts/draft-subcategory',
    'some-drafts/draft-subcategory/draft3',
    'only-drafts/draft1',
    'only-drafts/draft2',
    'only-drafts/draft-subcategory',
    'only-drafts/draft-subcategory/draft3',
    'only-drafts/draft-subcategory/draft4',
  ];

  test('unlisted docs are reachable, carry the "Unlisted page" banner and a noindex robots tag', async ({page}) => {
    // One page load per fixture: more than the default 30 s on two busy cores.
    test.setTimeout(90_000);
    for (const doc of unlisted) {
      const url = `${folder}/${doc}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('.theme-unlisted-banner'), url).toContainText('Unlisted page');
      await expect(page.locator('meta[name="robots"][content*="noindex"]'), url).not.toHaveCount(0);
    }
  });

  test('listed docs next to them have no banner', async ({page}) => {
    for (const doc of listed) {
      const url = doc ? `${folder}/${doc}` : folder;
      expect((await page.goto(url))?.status(), url).toBe(200);
      await expect(page.locator('article h1'), url).toBeVisible();
      await expect(page.locator('.theme-unlisted-banner'), url).toHaveCount(0);
    }
  });

  test('the nine draft docs are not in the production build', async ({page}) => {
    expect(drafts).toHaveLength(9);
    for (const doc of drafts) {
      const url = `${folder}/${doc}`;
      expect((await page.goto(url))?.status(), url).toBe(404);
    }
  });

  test('the sidebar leaves unlisted docs, all-unlisted and all-draft categories out', async ({page}) => {
    await page.goto(folder);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('link', {name: 'Visibility', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Force unlisted', exact: true})).toHaveCount(0);
    await expect(sidebar.getByText('only-unlisteds', {exact: true})).toHaveCount(0);
    await expect(sidebar.getByText('only-drafts', {exact: true})).toHaveCount(0);
    await expect(sidebar.getByRole('button', {name: 'some-unlisteds', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'some-drafts', exact: true})).toBeVisible();
    // A listed index whose items are all unlisted is a plain link.
    await expect(sidebar.getByRole('link', {name: 'Unlisted except index', exact: true})).toHaveAttribute(
      'href',
      `${folder}/unlisted-except-index`,
    );
    await expect(sidebar.getByRole('button', {name: /sidebar category 'Unlisted except index'/})).toHaveCount(0);
  });

  test('inside a mixed category, only the listed items show, and an unlisted index no longer gets the category link', async ({page}) => {
    await page.goto(`${folder}/some-unlisteds/unlisted-subcategory/listed1`);
    await waitForHydration(page);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('link', {name: 'Unlisted index, listed 1', exact: true})).toHaveAttribute('aria-current', 'page');
    const categoryLabel = sidebar.getByText('Unlisted subcategory with a listed item', {exact: true});
    await expect(categoryLabel).toBeVisible();
    expect(await categoryLabel.evaluate((el) => el.closest('a')?.getAttribute('href'))).not.toBe(
      `${folder}/some-unlisteds/unlisted-subcategory`,
    );
    await expect(sidebar.getByRole('link', {name: 'Unlisted index, unlisted 3', exact: true})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: /^Some unlisteds, unlisted/})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: 'Subcategory with a listed index', exact: true})).toHaveAttribute(
      'href',
      `${folder}/some-unlisteds/subcategory-with-listed-index`,
    );
    await expect(sidebar.getByRole('link', {name: /^Listed index, unlisted/})).toHaveCount(0);
  });

  test('an unlisted doc shows in the sidebar while it is the current page', async ({page}) => {
    await page.goto(`${folder}/some-unlisteds/unlisted1`);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('link', {name: 'Some unlisteds, unlisted 1', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Some unlisteds, unlisted 2', exact: true})).toHaveCount(0);
  });

  test('the only listed doc among the drafts sits under a category named after its folder', async ({page}) => {
    await page.goto(`${folder}/some-drafts/draft-subcategory/listed1`);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByRole('link', {name: 'Some drafts, listed 1', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', {name: 'draft-subcategory', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: /draft \d/i})).toHaveCount(0);
  });

  test('no visibility fixture is in the sitemap', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const sitemap = await response.text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/tests/docs/tests/visibility');
    expect(sitemap).not.toContain('/tests/docs/');
  });

  test('unlisted docs are not counted on the tags page, and a tag of unlisted docs only is unlisted', async ({page}) => {
    await page.goto(`${BASE}/tags/unlisted-only`);
    await expect(page.locator('.theme-unlisted-banner')).toContainText('Unlisted page');
    await expect(page.locator('main article a[href$="/force-unlisted"]')).toHaveCount(1);
  });
});

test.describe('docs fixtures: tags', () => {
  test('the tags page lists the tags of tags.yml with their counts, but not the unlisted tag', async ({page}) => {
    await page.goto(`${BASE}/tags`);
    await expect(page.getByRole('heading', {level: 1, name: 'Tags'})).toBeVisible();
    const fixture = page.locator(`a[rel="tag"][href="${BASE}/tags/fixture"]`);
    await expect(fixture).toHaveText(/^Fixture\s*2$/);
    await expect(fixture).toHaveAttribute('title', /^Docs that take part in the tags fixture/);
    const sidebarTag = page.locator(`a[rel="tag"][href="${BASE}/tags/sidebar-front-matter"]`);
    await expect(sidebarTag).toHaveText(/^Sidebar\s*4$/);
    await expect(page.locator('a[rel="tag"]')).toHaveCount(2);
    await expect(page.getByText('Unlisted only')).toHaveCount(0);
  });

  test('a tag page lists the listed docs with that tag only', async ({page}) => {
    await page.goto(`${BASE}/tags/fixture`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2 docs tagged with "Fixture"');
    await expect(page.locator(`main article a[href="${BASE}/doc-with-last-update"]`)).toHaveCount(1);
    await expect(page.locator(`main article a[href="${BASE}/standalone"]`)).toHaveCount(1);
    await expect(page.locator('main article a[href*="/visibility/"]')).toHaveCount(0);
  });
});

test.describe('docs fixtures: last update', () => {
  test('last_update front matter sets the date and author of the footer', async ({page}) => {
    await page.goto(`${BASE}/doc-with-last-update`);
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toHaveText(/^Last updated on Jan 1, 2021 by Fixture Author One$/);
    await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', '2021-01-01T00:00:00.000Z');
    await expect(page.locator(`.theme-doc-footer a[rel="tag"][href="${BASE}/tags/fixture"]`)).toHaveText('Fixture');
  });
});

test.describe('docs fixtures: naming conflicts', () => {
  test('the Conflicts generated index lists the four conflict fixtures', async ({page}) => {
    await page.goto(`${BASE}/category/conflicts`);
    await expect(cardsOf(page)).toHaveCount(4);
    for (const title of ['Category index name conflict', 'Category index name conflict 2', 'File name conflict', 'Sidebar label conflict']) {
      await expect(cardTitled(page, title), title).toHaveCount(1);
    }
  });

  test('two same-named index-only folders: each side links to its own doc', async ({page}) => {
    await page.goto(`${BASE}/category/category-index-name-conflict`);
    await expect(cardTitled(page, 'alpha')).toHaveAttribute('href', `${BASE}/category/alpha`);
    await expect(cardTitled(page, 'beta')).toHaveAttribute('href', `${BASE}/category/beta`);
    for (const side of ['alpha', 'beta']) {
      await page.goto(`${BASE}/category/${side}`);
      await expect(page.getByRole('heading', {level: 1, name: side})).toBeVisible();
      await expect(cardsOf(page)).toHaveCount(1);
      await expect(cardTitled(page, 'test')).toHaveAttribute('href', `${BASE}/tests/Conflicts/category-index-name/${side}/test`);
    }
  });

  test('two categories labelled "test" with sub-docs: each label links to the index of its own side', async ({page}) => {
    const folder = `${BASE}/tests/Conflicts/category-index-name-2`;
    await page.goto(`${BASE}/category/category-index-name-conflict-2`);
    await expect(cardTitled(page, 'alpha')).toHaveAttribute('href', `${folder}/alpha/test`);
    await expect(cardTitled(page, 'beta')).toHaveAttribute('href', `${folder}/beta/test`);
    for (const side of ['alpha', 'beta']) {
      await page.goto(`${folder}/${side}/test/doc`);
      const sidebar = sidebarOf(page);
      await expect(sidebar.getByRole('link', {name: `doc (${side})`, exact: true})).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.getByRole('link', {name: 'test', exact: true})).toHaveAttribute('href', `${folder}/${side}/test`);
    }
  });

  test('two docs with the same title keep the URLs of their file names', async ({page}) => {
    await page.goto(`${BASE}/category/file-name-conflict`);
    const cards = cardTitled(page, 'Same title');
    await expect(cards).toHaveCount(2);
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      `${BASE}/tests/Conflicts/file-name/file-name-1`,
      `${BASE}/tests/Conflicts/file-name/file-name-2`,
    ]);
  });

  test('two docs with the same sidebar_label: two identical labels, two URLs, two titles', async ({page}) => {
    const folder = `${BASE}/tests/Conflicts/sidebar-label`;
    await page.goto(`${folder}/doc1`);
    const links = sidebarOf(page).getByRole('link', {name: 'Same sidebar label', exact: true});
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`${folder}/doc1`, `${folder}/doc2`]);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sidebar label conflict, first doc');
    await links.nth(1).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sidebar label conflict, second doc');
  });
});

test.describe('docs fixtures: paths', () => {
  test("an apostrophe and a space in a file name: /tests/docs/beginner's guide", async ({page}) => {
    const response = await page.goto(`${BASE}/beginner's guide`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText("Beginner's guide");
    expect(currentPath(page)).toBe(`${BASE}/beginner's guide`);
    const link = articleOf(page).getByRole('link', {name: 'the first doc of the folder with a space'});
    expect(await decodedHref(link)).toBe(`${BASE}/folder with space/doc 1`);
  });

  test('spaces in folder and file names: the page opens, and links between such pages navigate on the client', async ({page}) => {
    expect((await page.goto(`${BASE}/folder with space/doc 1`))?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Doc 1 in a folder with a space');
    await markWindow(page);
    await articleOf(page).getByRole('link', {name: 'doc 2 of the same folder'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Doc 2 in a folder with a space');
    expect(currentPath(page)).toBe(`${BASE}/folder with space/doc 2`);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/folder%20with%20space/doc%202`);
    expect(await windowIsMarked(page)).toBe(true);
  });

  test('non-ASCII file names: both æøå docs are built, open at their URL and link to each other', async ({page}) => {
    const files = ['tests/docs/tests/ascii/æøå.html', 'tests/docs/tests/ascii/folder/æøå.html'].map((f) => path.join(BUILD_DIR, f));
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    // `docusaurus serve` (serve-handler) dies on a file name with non-ASCII letters: it puts the name in a
    // Content-Disposition header, which Node refuses (ERR_INVALID_CHAR). So the test serves that one HTML file
    // itself, as a static host would; scripts and styles still come from the server.
    await page.route(/\/tests\/docs\/tests\/ascii\/%C3%A6%C3%B8%C3%A5$/i, (route) =>
      route.fulfill({path: files[0], contentType: 'text/html; charset=utf-8'}),
    );
    expect((await page.goto(`${BASE}/tests/ascii/æøå`))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/tests/ascii/%C3%A6%C3%B8%C3%A5`);
    await waitForHydration(page);
    // Still the doc after hydration: the client router matched the decoded path.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Non-ASCII file name');
    await expect(sidebarOf(page).getByRole('link', {name: 'Non-ASCII file name', exact: true})).toHaveAttribute('aria-current', 'page');
    const link = articleOf(page).getByRole('link', {name: 'æøå in a folder'});
    expect(await decodedHref(link)).toBe(`${BASE}/tests/ascii/folder/æøå`);
    // Client-side navigation: no request for the other HTML file.
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Non-ASCII file name in a folder');
    expect(new URL(page.url()).pathname).toBe(`${BASE}/tests/ascii/folder/%C3%A6%C3%B8%C3%A5`);
  });

  test('URLs are case-sensitive: Case-Sentitive-Doc opens, its lowercase form is a 404', async ({page}) => {
    expect((await page.goto(`${BASE}/tests/Case-Sentitive-Doc`))?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Case-sensitive doc');
    expect((await page.goto(`${BASE}/tests/case-sentitive-doc`))?.status()).toBe(404);
  });

  test('a slug ending in .html: built as tests/docs/dummy.html, reached from the sidebar on the client', async ({page}) => {
    const file = path.join(BUILD_DIR, 'tests/docs/dummy.html');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toContain('A doc whose URL ends in .html');
    expect(fs.existsSync(path.join(BUILD_DIR, 'tests/docs/dummy.html/index.html'))).toBe(false);
    // `docusaurus serve` redirects *.html to clean URLs, so this page is opened the way readers reach it: by a link.
    await page.goto(BASE);
    await waitForHydration(page);
    await markWindow(page);
    await sidebarOf(page).getByRole('button', {name: 'Unusual file names', exact: true}).click();
    const link = sidebarOf(page).getByRole('link', {name: 'dummy.html', exact: true});
    await expect(link).toHaveAttribute('href', `${BASE}/dummy.html`);
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('A doc whose URL ends in .html');
    expect(new URL(page.url()).pathname).toBe(`${BASE}/dummy.html`);
    expect(await windowIsMarked(page)).toBe(true);
  });
});

test.describe('docs fixtures: links', () => {
  test('links written as Markdown file paths become the URLs of the docs', async ({page}) => {
    await page.goto(`${BASE}/tests/links/test-markdown-links`);
    const article = articleOf(page);
    const expected: [string, string][] = [
      ['A file in the same folder', `${BASE}/tests/links/target-doc-slug`],
      ['The same file with an anchor', `${BASE}/tests/links/target-doc-slug#a-section-of-the-target`],
      ['A file one folder up', `${BASE}/tests/admonitions`],
      ['A path from the root of the docs folder', `${BASE}/tests/footnotes`],
      ['A path without ./', `${BASE}/tests/links/resolution`],
      ['A file in a folder with a space', `${BASE}/folder with space/doc 1`],
      ['A non-ASCII file name', `${BASE}/tests/ascii/æøå`],
      ['A README that is a category index', `${BASE}/tests/category-links/with-readme-doc`],
      ['A reference-style link', `${BASE}/tests/links/target-doc-slug`],
    ];
    for (const [name, href] of expected) {
      expect(await decodedHref(article.getByRole('link', {name, exact: true})), name).toBe(href);
    }
    await article.getByRole('link', {name: 'The same file with an anchor', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Target doc');
    await expect(page).toHaveURL(/\/tests\/links\/target-doc-slug#a-section-of-the-target$/);
  });

  test('links written as URLs resolve against the page URL; pathname:// is a plain link', async ({page}) => {
    await page.goto(`${BASE}/tests/links/resolution`);
    await waitForHydration(page);
    const article = articleOf(page);
    await expect(article.getByRole('link', {name: 'A sibling URL', exact: true})).toHaveAttribute('href', `${BASE}/tests/links/target-doc-slug`);
    await expect(article.getByRole('link', {name: 'A URL one level up', exact: true})).toHaveAttribute('href', `${BASE}/tests/admonitions`);
    await expect(article.getByRole('link', {name: 'A sibling URL with an anchor', exact: true})).toHaveAttribute(
      'href',
      `${BASE}/tests/links/target-doc-slug#a-section-of-the-target`,
    );
    await expect(article.getByRole('link', {name: 'A Link component with an absolute path'})).toHaveAttribute('href', `${BASE}/tests/images`);
    const escape = article.getByRole('link', {name: 'A pathname:// link', exact: true});
    await expect(escape).toHaveAttribute('href', `${BASE}/tests/links/target-doc-slug`);
    await expect(escape).toHaveAttribute('target', '_blank');
    await markWindow(page);
    await article.getByRole('link', {name: 'A sibling URL', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Target doc');
    expect(await windowIsMarked(page)).toBe(true);
  });

  test('anchors the checker accepts exist; the opted-out broken anchors really are broken', async ({page}) => {
    await page.goto(`${BASE}/tests/links/broken-anchors-tests`);
    const article = articleOf(page);
    const idExists = (id: string) => page.evaluate((i) => document.getElementById(i) !== null, id);
    for (const [name, id] of [
      ['A heading of this page', 'a-heading-of-this-page'],
      ['A heading with an explicit id', 'custom-explicit-id'],
      ['A heading with non-ASCII letters, percent-encoded', 'æble-og-øl'],
      ['A link component with an id', 'link-with-an-id'],
    ] as const) {
      const href = (await article.getByRole('link', {name, exact: true}).getAttribute('href'))!;
      expect(decodeURIComponent(href.slice(1)), name).toBe(id);
      expect(await idExists(id), name).toBe(true);
    }
    await expect(page.getByRole('heading', {level: 2, name: 'A heading with a custom id'})).toHaveAttribute('id', 'custom-explicit-id');
    const brokenHere = article.getByRole('link', {name: 'An anchor that no element of this page has'});
    await expect(brokenHere).toHaveAttribute('href', '#this-anchor-does-not-exist');
    expect(await idExists('this-anchor-does-not-exist')).toBe(false);
    const brokenThere = article.getByRole('link', {name: 'An anchor that the target doc does not have'});
    await expect(brokenThere).toHaveAttribute('href', `${BASE}/tests/links/target-doc-slug#no-such-section`);
    await expect(article.getByRole('link', {name: 'A heading of another doc, through its file'})).toHaveAttribute(
      'href',
      `${BASE}/tests/links/target-doc-slug#a-section-of-the-target`,
    );
    await page.goto(`${BASE}/tests/links/target-doc-slug`);
    expect(await idExists('a-section-of-the-target')).toBe(true);
    expect(await idExists('no-such-section')).toBe(false);
  });
});

test.describe('docs fixtures: table of contents', () => {
  const ranges: [string, string[]][] = [
    ['toc-2-2', ['H2']],
    ['toc-2-3', ['H2', 'H3']],
    ['toc-2-4', ['H2', 'H3', 'H4']],
    ['toc-2-5', ['H2', 'H3', 'H4', 'H5']],
    ['toc-3-5', ['H3', 'H4', 'H5']],
    ['toc-3-_', ['H3']],
    ['toc-4-5', ['H4', 'H5']],
    ['toc-5-5', ['H5']],
    ['toc-_-5', ['H2', 'H3', 'H4', 'H5']],
    ['toc-_-_', ['H2', 'H3']],
  ];
  for (const [slug, levels] of ranges) {
    test(`${slug} lists the headings of levels ${levels.join(', ')} only`, async ({page}) => {
      await page.goto(`${BASE}/toc/${slug}`);
      // Every page has two headings of each level from 2 to 6.
      await expect(page.locator('article h6')).toHaveCount(2);
      const tags = await tocHeadingTags(page);
      expect(tags).toHaveLength(2 * levels.length);
      expect([...new Set(tags)].sort()).toEqual(levels);
    });
  }

  test('well-formed headings nest level by level', async ({page}) => {
    await page.goto(`${BASE}/toc/toc-test-good`);
    const root = page.locator('.theme-doc-toc-desktop > ul');
    await expect(root.locator('xpath=./li/a')).toHaveText(['Getting ready', 'Using it']);
    const gettingReady = root.locator('xpath=./li[1]');
    await expect(gettingReady.locator('xpath=./ul/li/a')).toHaveText(['Install', 'Configure']);
    const install = gettingReady.locator('xpath=./ul/li[1]');
    await expect(install.locator('xpath=./ul/li/a')).toHaveText(['From npm']);
    await expect(root.locator('xpath=./li[2]/ul/li/a')).toHaveText(['First steps']);
  });

  test('malformed headings: an orphan stays at the top level, a skipped level nests directly, too deep is left out', async ({page}) => {
    await page.goto(`${BASE}/toc/toc-test-bad`);
    const root = page.locator('.theme-doc-toc-desktop > ul');
    await expect(root.locator('xpath=./li/a')).toHaveText(['Orphan level 3 heading', 'First level 2 heading', 'Second level 2 heading']);
    await expect(root.locator('xpath=./li[2]/ul/li/a')).toHaveText(['Level 4 heading after a level 2']);
    await expect(root.locator('xpath=./li[3]/ul/li/a')).toHaveText(['Level 3 heading after a level 5']);
    await expect(page.locator('.theme-doc-toc-desktop a', {hasText: 'too deep'})).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 5, name: 'Level 5 heading, too deep'})).toBeVisible();
  });

  test('the headings of an imported partial are in the table of contents, in page order', async ({page}) => {
    await page.goto(`${BASE}/tests/toc-partials`);
    const links = page.locator('.theme-doc-toc-desktop a');
    await expect(links).toHaveText(['Before the partial', 'Heading from the partial', 'Subheading from the partial', 'After the partial']);
    expect(await tocHeadingTags(page)).toEqual(['H2', 'H2', 'H3', 'H2']);
    await expect(page.getByRole('heading', {level: 2, name: 'Heading from the partial'})).toBeVisible();
  });
});

test.describe('docs fixtures: Markdown features', () => {
  test('images: small local images are inlined, large ones emitted as files, external URLs kept as written', async ({page}) => {
    // No network here: answer the external image before the page asks for it.
    await page.route('https://docusaurus.io/**', (route) => route.abort());
    await page.goto(`${BASE}/tests/images`);
    const article = articleOf(page);
    const small = article.getByRole('img', {name: 'A green and white checkerboard, bundled from the docs folder'});
    const large = article.getByRole('img', {name: 'The Docusaurus social card, from the static folder'});
    const jsx = article.getByRole('img', {name: 'The Docusaurus logo, through useBaseUrl'});
    // Under 10 KB: inlined as a data URL. Over: a hashed file under /assets/images/.
    await expect(small).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(large).toHaveAttribute('src', /^\/assets\/images\/docusaurus-social-card-[\w-]+\.jpg$/);
    // The build wrote the intrinsic size of the local files.
    await expect(small).toHaveAttribute('width', '160');
    await expect(small).toHaveAttribute('height', '80');
    // A JSX image is not processed: the static file is served as it is, under the path useBaseUrl gave.
    await expect(jsx).toHaveAttribute('src', '/img/docusaurus.png');
    await expect(jsx).toHaveAttribute('width', '64');
    await expect(small).toHaveAttribute('loading', 'lazy');
    for (const img of [small, large, jsx]) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBeGreaterThan(0);
    }
    expect(await small.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight])).toEqual([160, 80]);
    const external = article.getByRole('img', {name: 'The Docusaurus logo, from the Docusaurus website'});
    await expect(external).toHaveAttribute('src', 'https://docusaurus.io/img/docusaurus.png');
    // In a code block, the same syntax is text.
    await expect(article.locator('pre')).toContainText('![Alt text](https://docusaurus.io/img/docusaurus.png)');
    await expect(article.locator('pre img')).toHaveCount(0);
    await expect(article.locator('img')).toHaveCount(4);
  });

  test('footnotes: references link to their notes and each note links back to every reference', async ({page}) => {
    await page.goto(`${BASE}/tests/footnotes`);
    await waitForHydration(page);
    const article = articleOf(page);
    const refs = article.locator('a[data-footnote-ref]');
    const backrefs = article.locator('a[data-footnote-backref]');
    await expect(refs).toHaveCount(4);
    await expect(backrefs).toHaveCount(4);
    await expect(article.locator('section[data-footnotes] li')).toHaveCount(3);
    // Every reference targets a note, every back-link targets a reference.
    const targets = await article.evaluate((root) => {
      const target = (a: Element) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)));
      return {
        refs: [...root.querySelectorAll('a[data-footnote-ref]')].map((a) => target(a)?.closest('section[data-footnotes]') != null),
        backrefs: [...root.querySelectorAll('a[data-footnote-backref]')].map((a) => target(a)?.hasAttribute('data-footnote-ref') === true),
      };
    });
    expect(targets).toEqual({refs: [true, true, true, true], backrefs: [true, true, true, true]});
    // The note referenced twice has two back-links.
    const twice = article.locator('section[data-footnotes] li').filter({hasText: 'referenced twice'});
    await expect(twice.locator('a[data-footnote-backref]')).toHaveCount(2);
    // Round trip: reference → note → back to the reference.
    const firstRef = refs.first();
    const firstRefId = (await firstRef.getAttribute('id'))!;
    await firstRef.click();
    await expect(page).toHaveURL(/#user-content-fn-/);
    await article.locator('section[data-footnotes] li').first().locator('a[data-footnote-backref]').click();
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(firstRefId);
  });

  test('admonitions: five types with default titles, custom titles, nesting and rich content', async ({page}) => {
    await page.goto(`${BASE}/tests/admonitions`);
    const article = articleOf(page);
    const counts: [string, number][] = [
      ['note', 3],
      ['tip', 2],
      ['info', 2],
      ['warning', 2],
      ['danger', 1],
    ];
    for (const [type, count] of counts) {
      await expect(article.locator(`.theme-admonition-${type}`), type).toHaveCount(count);
      await expect(article.locator(`.theme-admonition-${type}`).first(), type).toContainText(type, {ignoreCase: true});
    }
    await expect(article.locator('.theme-admonition-tip').filter({hasText: 'A custom tip title'})).toHaveCount(1);
    await expect(article.locator('.theme-admonition-note strong', {hasText: 'bold'})).toHaveCount(1);
    const outer = article.locator('.theme-admonition-info').filter({hasText: 'Outer admonition'});
    await expect(outer.locator('.theme-admonition-warning')).toContainText('This warning is inside the info box.');
    const rich = article.locator('.theme-admonition-note').filter({hasText: 'A list, a link and code'});
    await expect(rich.locator('li')).toHaveCount(2);
    await expect(rich.getByRole('link', {name: 'the footnotes fixture'})).toHaveAttribute('href', `${BASE}/tests/footnotes`);
    await expect(rich.locator('pre')).toContainText('const answer = 42;');
  });

  test('MDX imported from an npm package renders, ignores its front matter and runs on the site React', async ({page}) => {
    await page.goto(`${BASE}/tests/import-bad-package`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Import from a bad package/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Import from a bad package');
    const article = articleOf(page);
    await expect(article.locator('.theme-admonition-tip')).toContainText('Use the power of React to create interactive blog posts.');
    await expect(page.getByText('MDX Blog Post', {exact: true})).toHaveCount(0);
    const messages: string[] = [];
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.dismiss();
    });
    await article.getByRole('button', {name: 'Click me!', exact: true}).click();
    await expect.poll(() => messages).toEqual(['button clicked!']);
  });
});
