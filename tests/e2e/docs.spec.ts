import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test.describe('docs', () => {
  test('a doc page has breadcrumbs, a paginator, a last-updated line and a TOC of h2–h3 only', async ({page}) => {
    await page.goto('/docs/versioning');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link')).toHaveCount(2);
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on .+ by .+/);
    const tocLevels = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(tocLevels.length).toBeGreaterThan(2);
    for (const level of tocLevels) expect(['H2', 'H3']).toContain(level);
  });

  test('a table that scrolls sideways can be reached and scrolled by keyboard; one that fits is no tab stop', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await page.goto('/docs/deployment');
    await waitForHydration(page);
    const tables = () =>
      page
        .locator('.theme-doc-markdown table')
        .evaluateAll((all) =>
          all.map((t) => ({scrolls: t.scrollWidth > t.clientWidth + 1, tabIndex: t.getAttribute('tabindex')})),
        );
    await expect.poll(async () => (await tables()).filter((t) => t.scrolls).length).toBeGreaterThan(0);
    for (const table of await tables()) expect(table.tabIndex).toBe(table.scrolls ? '0' : null);

    const wide = page.locator('.theme-doc-markdown table[tabindex="0"]').first();
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
  });

  test('the sidebar can be hidden and shown again', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(sidebar).toBeVisible();
  });

  test('opening a sidebar category collapses its siblings', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Configuration', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Advanced Guides'/}).click();
    await expect(sidebar.getByRole('link', {name: 'Architecture', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Configuration', exact: true})).toBeHidden();
  });

  test('version banners: unreleased on /docs/next, unmaintained on /docs/3.8.1, none on /docs', async ({page}) => {
    await page.goto('/docs/next/installation');
    await expect(page.getByText('This is unreleased documentation for Docusaurus Canary version.')).toBeVisible();
    await page.goto('/docs/3.8.1/installation');
    await expect(
      page.getByText('This is documentation for Docusaurus 3.8.1, which is no longer actively maintained.'),
    ).toBeVisible();
    await page.goto('/docs/installation');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(/Version: 3\.9\.2/);
  });

  test('switching version in the dropdown keeps the same doc, and the choice persists', async ({page}) => {
    await page.goto('/docs/versioning');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '3.9.2'});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '3.8.1'}).click();
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/versioning$/);
    await dropdown.hover();
    await expect(page.locator('.dropdown__menu').getByText('Archived versions')).toBeVisible();
    await expect(page.locator('.dropdown__menu').getByRole('link', {name: '1.x.x'})).toBeVisible();
    await expect(page.locator('.dropdown__menu').getByRole('link', {name: 'All versions'})).toHaveAttribute(
      'href',
      '/versions',
    );
    // The framework remembers the version: the navbar "Docs" link now leads to 3.8.1.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'})).toHaveAttribute(
      'href',
      /\/docs\/3\.8\.1/,
    );
  });

  for (const [url, item] of [
    ['/docs/category/getting-started', 'Installation'],
    ['/docs/category/guides', 'Creating Pages'],
  ] as const) {
    test(`${url} lists its items`, async ({page}) => {
      await page.goto(url);
      await expect(page.locator('article .card').first()).toBeVisible();
      expect(await page.locator('article .card').count()).toBeGreaterThan(3);
      await expect(
        page
          .locator('article .card')
          .filter({hasText: new RegExp(item, 'i')})
          .first(),
      ).toBeVisible();
    });
  }

  test('tabs with a groupId sync across the page and persist; queryString tabs follow the URL', async ({page}) => {
    await page.goto('/docs/markdown-features/tabs');
    await waitForHydration(page);
    const groups = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: /mac/i})});
    expect(await groups.count()).toBeGreaterThan(1);
    await groups.first().getByRole('tab', {name: /mac/i}).first().click();
    for (const group of await groups.all()) {
      await expect(group.getByRole('tab', {name: /mac/i}).first()).toHaveAttribute('aria-selected', 'true');
    }
    await page.reload();
    await waitForHydration(page);
    await expect(groups.last().getByRole('tab', {name: /mac/i}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('copying a code block shows "Copied"', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/markdown-features/code-blocks');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /Copy code/}).click();
    await expect(block.getByRole('button', {name: /Copied/})).toBeVisible();
  });

  test('a Mermaid diagram renders an SVG in light and dark mode', async ({page}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/markdown-features/diagrams');
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    }
  });

  test('KaTeX renders inline and block maths', async ({page}) => {
    await page.goto('/docs/markdown-features/math-equations');
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('.katex-display').first()).toBeVisible();
    const font = await page
      .locator('.katex .mord')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/KaTeX/);
  });

  test('only pages with maths load the KaTeX stylesheet, from this site', async ({page, request}) => {
    const katexLink = 'link[rel="stylesheet"][href="/katex/katex.min.css"]';
    const mathHtml = await (await request.get('/docs/markdown-features/math-equations')).text();
    expect(mathHtml).toMatch(/<link[^>]+rel="?stylesheet"?[^>]+href="?\/katex\/katex\.min\.css/);
    await page.goto('/docs/installation');
    await expect(page.locator(katexLink)).toHaveCount(0);
    // A client-side navigation to a page with maths adds it.
    await page.goto('/docs/markdown-features');
    await page.locator('article').getByRole('link', {name: /math/i}).first().click();
    await expect(page).toHaveURL(/math-equations/);
    await expect(page.locator(katexLink)).toHaveCount(1);
    const font = await page
      .locator('.katex .mord')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/KaTeX/);
  });

  test('heading anchors are labelled "Direct link to …"', async ({page}) => {
    await page.goto('/docs/installation');
    const anchor = page.locator('article h2 a.hash-link').first();
    await expect(anchor).toHaveAttribute('aria-label', /^Direct link to /);
  });
});
