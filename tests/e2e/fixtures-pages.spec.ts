import {expect, test, type Locator, type Page, type Route} from '@playwright/test';
import {waitForHydration} from './helpers';

/**
 * End-to-end tests of the page fixtures (`_dogfooding/_pages tests`, served
 * at /tests/pages): each test proves the behaviour its fixture page is about.
 */

const base = '/tests/pages';

/** Whether the topmost element at a viewport point is inside `selector`. */
async function topmostIsInside(page: Page, point: {x: number; y: number}, selector: string): Promise<boolean> {
  return page.evaluate(
    ({x, y, sel}) => Boolean(document.elementFromPoint(x, y)?.closest(sel)),
    {...point, sel: selector},
  );
}

/** The centre of an element, in viewport coordinates. */
async function centreOf(locator: Locator): Promise<{x: number; y: number}> {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('Element has no bounding box');
  }
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

test.describe('page fixtures index', () => {
  test('lists the fixture pages, but not the unlisted one', async ({page}) => {
    await page.goto(base);
    const article = page.locator('article');
    await expect(article.getByRole('link', {name: 'Code blocks', exact: true})).toHaveAttribute(
      'href',
      `${base}/code-block-tests`,
    );
    await expect(article.getByRole('link', {name: 'Z-index', exact: true})).toHaveAttribute('href', `${base}/z-index-tests`);
    await expect(article.locator('a[href*="my-custom"]')).toHaveCount(0);
  });
});

test.describe('code block fixtures', () => {
  const block = (page: Page, token: string) => page.locator('.theme-code-block').filter({hasText: token});

  test.beforeEach(async ({page}) => {
    await page.goto(`${base}/code-block-tests`);
    await waitForHydration(page);
  });

  test('a title is shown above the code', async ({page}) => {
    await expect(block(page, 'code-fixture-title').locator('[class*="codeBlockTitle"]')).toHaveText('fixture-title.js');
  });

  test('metastring ranges and magic comments highlight lines, and the comments disappear', async ({page}) => {
    const range = block(page, 'code-fixture-range').locator('.theme-code-block-highlighted-line');
    await expect(range).toHaveText(['const first = 1;', 'const third = 3;', 'const fourth = 4;']);

    const magic = block(page, 'code-fixture-magic');
    await expect(magic.locator('.theme-code-block-highlighted-line')).toHaveText([
      /const total = a \+ b;/,
      /console\.log\(total\);/,
      /return total;/,
    ]);
    await expect(magic).not.toContainText('highlight-next-line');
    await expect(magic).not.toContainText('highlight-start');
  });

  test('line numbers are shown, and can start at another number', async ({page}) => {
    const numbered = block(page, 'code-fixture-numbers').first();
    await expect(numbered.locator('code')).toHaveClass(/codeBlockLinesWithNumbering/);
    await expect(numbered.locator('[class*="codeLineNumber"]')).toHaveCount(3);
    await expect(numbered.locator('code')).toHaveCSS('counter-reset', 'line-count 0');

    const fromFive = block(page, 'code-fixture-numbers-from-five');
    await expect(fromFive.locator('code')).toHaveCSS('counter-reset', 'line-count 4');

    const unnumbered = block(page, 'code-fixture-title');
    await expect(unnumbered.locator('[class*="codeLineNumber"]')).toHaveCount(0);
  });

  test('the error-next-line magic comment marks the next line as an error', async ({page}) => {
    const errorBlock = block(page, 'code-fixture-error');
    await expect(errorBlock.locator('.code-block-error-line')).toHaveText([/config\.doesNotExist\(\);/]);
    await expect(errorBlock).not.toContainText('error-next-line');
  });

  test('a long line scrolls horizontally until the word wrap button wraps it', async ({page}) => {
    const longBlock = block(page, 'code-fixture-long-line');
    const pre = longBlock.locator('pre');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await longBlock.hover();
    const wrap = longBlock.getByRole('button', {name: 'Toggle word wrap'});
    await wrap.click();
    await expect(longBlock.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await wrap.click();
    await expect(longBlock.locator('code')).not.toHaveCSS('white-space', 'pre-wrap');

    // A block that fits has no word wrap button.
    await block(page, 'code-fixture-title').hover();
    await expect(block(page, 'code-fixture-title').getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  });

  test('languages the site adds to Prism are highlighted in the server HTML and after hydration', async ({page, request}) => {
    const html = await (await request.get(`${base}/code-block-tests`)).text();
    const javaBlock = html.slice(html.indexOf('code-fixture-java'), html.indexOf('code-fixture-powershell'));
    expect(javaBlock).toMatch(/class="?token keyword"?[^>]*>public</);

    const java = block(page, 'code-fixture-java');
    await expect(java.locator('.token.keyword').first()).toHaveText('public');
    await expect(java.locator('.token.class-name').first()).toHaveText('Greeting');
    const powershell = block(page, 'code-fixture-powershell');
    await expect(powershell.locator('.token.function').first()).toHaveText('Get-ChildItem');
  });

  test('a code block renders inside a list item, and the JSX CodeBlock component works', async ({page}) => {
    await expect(page.locator('li .theme-code-block').filter({hasText: 'code-fixture-in-list'})).toBeVisible();

    const jsx = block(page, 'code-fixture-jsx');
    await expect(jsx.locator('[class*="codeBlockTitle"]')).toHaveText('FromJsx.jsx');
    await expect(jsx.locator('[class*="codeLineNumber"]')).toHaveCount(4);
    await expect(jsx.locator('code')).toContainText('Rendered by the CodeBlock component');
  });
});

test.describe('crash test fixture', () => {
  test('a render error shows the crash screen with the message, its causes and "Try again"', async ({page, request}) => {
    // The crash is a browser-side render error: the server HTML is the normal page.
    const html = await (await request.get(`${base}/crashTest`)).text();
    expect(html).toContain('the crash did not happen');
    expect(html).not.toContain('This page crashed');

    const response = await page.goto(`${base}/crashTest`);
    expect(response?.status()).toBe(200);
    const title = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(title).toBeVisible();
    await expect(page.getByText('the crash did not happen')).toHaveCount(0);

    const message = page.locator('main p').filter({hasText: 'Boom!'});
    await expect(message).toHaveText(
      /Boom! The crash test component threw while rendering\.[\s\S]*Cause:[\s\S]*Intermediate cause: the fixture data could not be prepared\.[\s\S]*Cause:[\s\S]*Root cause: the crash test fixture asked for this failure on purpose\./,
    );
    // The layout's boundary caught it: the navbar and the footer are still there.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeEnabled();
    await tryAgain.click();
    // The bug is permanent: rendering again crashes again.
    await expect(title).toBeVisible();
    await expect(message).toContainText('Boom!');
  });
});

test.describe('diagram fixtures', () => {
  test('five Mermaid diagram types render as SVG, and are redrawn with the dark theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(`${base}/diagrams`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const svgs = page.locator('.docusaurus-mermaid-container > svg');
    await expect(svgs).toHaveCount(5, {timeout: 20_000});
    const types = await svgs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-roledescription') ?? ''));
    expect(types).toEqual([
      expect.stringMatching(/flowchart/i),
      expect.stringMatching(/sequence/i),
      expect.stringMatching(/class/i),
      expect.stringMatching(/state/i),
      expect.stringMatching(/gantt/i),
    ]);
    for (const svg of await svgs.all()) {
      const box = await svg.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(50);
      expect(box?.height ?? 0).toBeGreaterThan(20);
    }
    await expect(svgs.first()).toContainText('Write Markdown');

    const styleOfFirst = () => svgs.first().evaluate((svg) => svg.querySelector('style')?.textContent ?? '');
    const lightStyle = await styleOfFirst();
    expect(lightStyle.length).toBeGreaterThan(0);

    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(styleOfFirst, {timeout: 20_000}).not.toBe(lightStyle);
    await expect(svgs).toHaveCount(5);
  });
});

test.describe('embed fixtures', () => {
  test('the lazy iframe loads only near the viewport, and the video requests nothing', async ({page}) => {
    const frameRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('docusaurus-social-card.jpg')) {
        frameRequests.push(request.url());
      }
    });
    await page.goto(`${base}/embeds`);
    await waitForHydration(page);

    const iframe = page.getByTestId('fixture-iframe');
    await expect(iframe).toHaveAttribute('loading', 'lazy');
    await page.waitForTimeout(1000);
    expect(frameRequests).toHaveLength(0);

    await iframe.scrollIntoViewIfNeeded();
    await expect.poll(() => frameRequests.length, {timeout: 10_000}).toBeGreaterThan(0);

    const video = page.getByTestId('fixture-video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /^data:image\/svg\+xml,/);
    const media = await video.evaluate((el: HTMLVideoElement) => ({
      networkState: el.networkState,
      readyState: el.readyState,
      currentSrc: el.currentSrc,
      controls: el.controls,
      muted: el.muted,
    }));
    expect(media).toEqual({networkState: 0, readyState: 0, currentSrc: '', controls: true, muted: true});
  });
});

test.describe('error boundary fixtures', () => {
  test('each crash is caught by the nearest boundary and "Try again" recovers', async ({page}) => {
    await page.goto(`${base}/error-boundary-tests`);
    await waitForHydration(page);
    const pageTitle = page.getByRole('heading', {level: 1, name: 'Error boundary fixture'});

    // 1. A local boundary replaces only its widget.
    const local = page.getByTestId('local-boundary');
    await local.getByRole('button', {name: 'Crash the widget'}).click();
    await expect(local.getByRole('alert')).toContainText(
      'The widget crashed: Fixture error thrown inside a local boundary.',
    );
    await expect(pageTitle).toBeVisible();
    await local.getByRole('button', {name: 'Try again'}).click();
    await expect(local.getByRole('button', {name: 'Crash the widget'})).toBeVisible();
    await expect(local.getByRole('alert')).toHaveCount(0);

    // 2. Without a local boundary, the layout's boundary shows the theme's crash screen.
    await page.getByRole('button', {name: 'Crash the page content'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.locator('main')).toContainText('Fixture error thrown inside the layout.');
    await expect(pageTitle).toHaveCount(0);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(pageTitle).toBeVisible();

    // 3. Above the layout, the page's own boundary shows the default fallback.
    await page.getByRole('button', {name: 'Crash above the layout'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed', exact: true})).toBeVisible();
    await expect(page.getByText('Fixture error thrown above the layout.')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(pageTitle).toBeVisible();
    await expect(page).toHaveTitle(/Error boundary fixture/);
  });
});

test.describe('head metadata fixtures (server HTML)', () => {
  // Without JavaScript the DOM is exactly the pre-rendered HTML.
  test.use({javaScriptEnabled: false});

  const siteUrl = 'https://docusaurus.io';
  const meta = (page: Page, attribute: 'name' | 'property', value: string) =>
    page.locator(`head meta[${attribute}="${value}"]`);

  test('head-metadata: Head tags override the defaults, with a noindex robots tag', async ({page}) => {
    await page.goto(`${base}/head-metadata`);
    await expect(page).toHaveTitle('Head metadata fixture | Docusaurus');
    await expect(meta(page, 'name', 'description')).toHaveAttribute(
      'content',
      'Fixture page: metadata set in the HTML head with the Head component.',
    );
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(meta(page, 'name', 'keywords')).toHaveAttribute('content', 'docusaurus, fixture, head, metadata');

    // One canonical link, the page's override, not the theme's default.
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${siteUrl}/tests/pages/seo`);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', `${siteUrl}/tests/pages/head-metadata`);

    await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'property', 'og:site_name')).toHaveAttribute('content', 'Docusaurus fixtures');
    await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'Head metadata fixture | Docusaurus');

    // The nested component replaced the site-wide twitter:card instead of adding one.
    await expect(meta(page, 'name', 'twitter:card')).toHaveCount(1);
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary');

    const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({'@type': 'WebPage', author: {name: 'Fixture Author One'}});

    await expect(page.locator('html')).toHaveAttribute('data-fixture', 'head-metadata');
    await expect(page.locator('body')).toHaveClass(/fixture-head-metadata-body/);
  });

  test('seo: front matter metadata, canonical URL, hreflang alternates and Open Graph tags', async ({page}) => {
    await page.goto(`${base}/seo`);
    const url = `${siteUrl}/tests/pages/seo`;
    await expect(page).toHaveTitle('SEO fixture | Docusaurus');
    await expect(meta(page, 'name', 'description')).toHaveAttribute(
      'content',
      'Fixture page whose search engine metadata comes from front matter and from the theme.',
    );
    await expect(meta(page, 'name', 'keywords')).toHaveAttribute('content', 'docusaurus,seo,fixture');

    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', url);

    const alternate = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate('en-US')).toHaveAttribute('href', url);
    await expect(alternate('ja')).toHaveAttribute('href', `${siteUrl}/ja/tests/pages/seo`);
    await expect(alternate('x-default')).toHaveAttribute('href', url);

    await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'SEO fixture | Docusaurus');
    await expect(meta(page, 'property', 'og:description')).toHaveAttribute(
      'content',
      'Fixture page whose search engine metadata comes from front matter and from the theme.',
    );
    await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', `${siteUrl}/img/docusaurus.png`);
    await expect(meta(page, 'name', 'twitter:image')).toHaveAttribute('content', `${siteUrl}/img/docusaurus.png`);
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'en_US');
    await expect(meta(page, 'property', 'og:locale:alternate')).toHaveAttribute('content', 'ja');

    // An indexable page: no robots tag.
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
  });
});

test('head-metadata: after hydration the head still has a single canonical link and robots tag', async ({page}) => {
  await page.goto(`${base}/head-metadata`);
  await waitForHydration(page);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://docusaurus.io/tests/pages/seo');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
});

test.describe('history fixture', () => {
  test('push, replace, back and forward update the location', async ({page}) => {
    await page.goto(`${base}/history-tests`);
    await waitForHydration(page);
    const location = page.getByTestId('history-location');
    await expect(location).toHaveText('/tests/pages/history-tests');

    await page.getByRole('button', {name: 'Push ?step=pushed'}).click();
    await expect(page).toHaveURL(/\/history-tests\?step=pushed$/);
    await expect(location).toHaveText('/tests/pages/history-tests?step=pushed');

    await page.getByRole('button', {name: 'Replace with ?step=replaced'}).click();
    await expect(page).toHaveURL(/\/history-tests\?step=replaced$/);
    await expect(location).toHaveText('/tests/pages/history-tests?step=replaced');

    // The pushed entry was replaced, so going back returns to the first one.
    await page.getByRole('button', {name: 'Go back'}).click();
    await expect(page).toHaveURL(/\/history-tests$/);
    await expect(location).toHaveText('/tests/pages/history-tests');

    await page.getByRole('button', {name: 'Go forward'}).click();
    await expect(page).toHaveURL(/\/history-tests\?step=replaced$/);

    await page.getByRole('button', {name: 'Push another page'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Linking fixtures'})).toBeVisible();
    await page.goBack();
    await expect(location).toHaveText('/tests/pages/history-tests?step=replaced');
  });

  test('a pushed hash scrolls to its element, removing it scrolls to the top, a query change keeps the position', async ({
    page,
  }) => {
    await page.goto(`${base}/history-tests`);
    await waitForHydration(page);
    const target = page.getByRole('heading', {level: 2, name: 'Far target'});
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect(target).not.toBeInViewport();

    // dispatchEvent clicks without Playwright scrolling the page itself.
    await page.getByRole('button', {name: 'Push #far-target'}).dispatchEvent('click');
    await expect(page).toHaveURL(/\/history-tests#far-target$/);
    await expect(target).toBeInViewport();
    const atTarget = await scrollY();
    expect(atTarget).toBeGreaterThan(1000);

    await page.getByRole('button', {name: 'Change only the query string'}).dispatchEvent('click');
    await expect(page).toHaveURL(/\/history-tests\?step=from-far-below#far-target$/);
    await page.waitForTimeout(300);
    expect(Math.abs((await scrollY()) - atTarget)).toBeLessThan(5);

    await page.getByRole('button', {name: 'Push without hash'}).dispatchEvent('click');
    await expect(page).toHaveURL(/\/history-tests\?step=from-far-below$/);
    await expect.poll(scrollY).toBe(0);

    // A plain hash link does the same natively.
    await page.getByRole('link', {name: 'jump to the far target'}).click();
    await expect(page).toHaveURL(/#far-target$/);
    await expect(target).toBeInViewport();
  });
});

test.describe('hydration fixture', () => {
  test('the server HTML hydrates without a mismatch, browser-only values appear afterwards', async ({page, request}) => {
    const html = await (await request.get(`${base}/hydration-tests`)).text();
    expect(html).toContain('Rendered on the server');
    expect(html).toContain('Waiting for the browser');
    expect(html).toContain('not measured yet');

    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(message.text());
      }
    });
    page.on('pageerror', (error) => messages.push(error.message));

    await page.goto(`${base}/hydration-tests`);
    await waitForHydration(page);
    await expect(page.getByTestId('render-environment')).toHaveText('Rendered in the browser');
    await expect(page.getByTestId('browser-only')).toContainText('Browser language:');
    await expect(page.getByTestId('mounted-width')).toHaveText(/^\d+ px$/);
    await expect(page.getByLabel('Fixture input labelled through useId')).toBeVisible();
    await expect(page.locator('main time')).toHaveAttribute('datetime', '2026-01-15T12:00:00.000Z');

    const hydrationProblems = messages.filter((text) =>
      /hydrat|did not match|onRecoverableError|react\.dev\/errors\/(418|419|422|423|425)|error #(418|419|422|423|425)/i.test(
        text,
      ),
    );
    expect(hydrationProblems).toEqual([]);
  });
});

test.describe('ideal image fixture', () => {
  const idealImageAssets = /\/assets\/ideal-img\//;
  const autoImage = (page: Page) => page.locator('.fixture-ideal-image-auto');
  const clickImage = (page: Page) => page.locator('.fixture-ideal-image-click');

  test('the first image downloads by itself; the second waits for a click', async ({page}) => {
    await page.goto(`${base}/ideal-image`);
    await waitForHydration(page);

    const auto = autoImage(page).locator('img');
    await expect(auto).toHaveAttribute('src', /\/assets\/ideal-img\/ideal-image-fixture\.[0-9a-f]+\.\d+\.png$/);
    await expect.poll(() => auto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(autoImage(page)).not.toContainText('Click to load');

    const click = clickImage(page);
    await click.scrollIntoViewIfNeeded();
    await expect(click).toContainText('Click to load');
    await expect(click.locator('img')).toHaveCount(0);
    await click.click();
    await expect(click.locator('img')).toHaveAttribute('src', idealImageAssets);
    await expect(click).not.toContainText('Click to load');
  });

  test('a slow download shows "Loading..."', async ({page}) => {
    const held: Route[] = [];
    await page.route(idealImageAssets, (route) => {
      held.push(route);
    });
    await page.goto(`${base}/ideal-image`);
    await waitForHydration(page);
    const click = clickImage(page);
    await click.scrollIntoViewIfNeeded();
    await expect(click).toContainText('Click to load');
    await click.click();
    // The fixture's threshold is 300 ms: past it, a download the reader asked for says it is loading.
    await expect(click).toContainText('Loading...');

    await page.unroute(idealImageAssets);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(click.locator('img')).toBeVisible();
  });

  test('offline, the placeholder says the image was not loaded', async ({page, context}) => {
    await page.goto(`${base}/ideal-image`);
    await waitForHydration(page);
    const click = clickImage(page);
    await click.scrollIntoViewIfNeeded();
    await expect(click).toContainText('Click to load');
    await context.setOffline(true);
    await expect(click).toContainText('Your browser is offline. Image not loaded');
    await context.setOffline(false);
    await expect(click).toContainText('Click to load');
  });

  test('a missing image shows "404. Image not found"', async ({page}) => {
    await page.route(idealImageAssets, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto(`${base}/ideal-image`);
    await expect(autoImage(page)).toContainText('404. Image not found');
    await expect(autoImage(page).locator('img')).toHaveCount(0);
  });

  test('a failed download offers to reload, and a click reloads it', async ({page}) => {
    await page.route(idealImageAssets, (route) => route.abort());
    await page.goto(`${base}/ideal-image`);
    await waitForHydration(page);
    await expect(autoImage(page)).toContainText('Error. Click to reload');

    await page.unroute(idealImageAssets);
    await autoImage(page).click();
    await expect(autoImage(page).locator('img')).toBeVisible();
    await expect(autoImage(page)).not.toContainText('Error');
  });
});

test.describe('layout without children fixture', () => {
  test('the layout renders the navbar and the footer around an empty main wrapper', async ({page}) => {
    const response = await page.goto(`${base}/layout-no-children`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Layout without children fixture | Docusaurus');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const wrapper = page.locator('#__docusaurus_skipToContent_fallback');
    await expect(wrapper).toBeAttached();
    expect(await wrapper.evaluate((el) => el.childElementCount)).toBe(0);
    await expect(page.locator('main')).toHaveCount(0);
    await expect(page.getByRole('heading', {name: /crashed/})).toHaveCount(0);
  });
});

test.describe('link fixtures', () => {
  const markerIsSet = (page: Page) =>
    page.evaluate(() => (window as unknown as {fixtureMarker?: boolean}).fixtureMarker === true);
  const setMarker = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as {fixtureMarker?: boolean}).fixtureMarker = true;
    });

  test('internal links navigate without a reload, also with a query string or a hash', async ({page}) => {
    await page.goto(`${base}/link-tests`);
    await waitForHydration(page);
    await setMarker(page);

    await page.getByRole('link', {name: 'Internal link to the linking fixture'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Linking fixtures'})).toBeVisible();
    expect(await markerIsSet(page)).toBe(true);

    await page.goBack();
    await page.getByRole('link', {name: 'Internal link with a query string that selects a tab'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/tabs-tests\?fixture-pm=pnpm$/);
    await expect(page.getByTestId('tabs-query-string').getByRole('tab', {name: 'pnpm'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await markerIsSet(page)).toBe(true);

    await page.goBack();
    await page.getByRole('link', {name: 'Internal link to a heading of another page'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/page-toc-tests#deep-section$/);
    await expect(page.locator('#deep-section')).toBeInViewport();
    expect(await markerIsSet(page)).toBe(true);
  });

  test('a same-page hash link scrolls to its heading', async ({page}) => {
    await page.goto(`${base}/link-tests`);
    await waitForHydration(page);
    const target = page.locator('#link-targets');
    await expect(target).not.toBeInViewport();
    await page.getByRole('link', {name: 'Hash link to a heading of this page'}).click();
    await expect(page).toHaveURL(/\/link-tests#link-targets$/);
    await expect(target).toBeInViewport();
  });

  test('external links open in a new tab with noopener and an "(opens in new tab)" icon', async ({page}) => {
    await page.goto(`${base}/link-tests`);
    const external = page.getByRole('link', {name: /External link to the Docusaurus repository/});
    await expect(external).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external.locator('svg')).toHaveAttribute('aria-label', '(opens in new tab)');
  });

  test('pathname:// links are plain links that the browser loads itself', async ({page}) => {
    await page.goto(`${base}/link-tests`);
    await waitForHydration(page);
    const staticFile = page.getByRole('link', {name: 'Static file through pathname://'});
    await expect(staticFile).toHaveAttribute('href', '/katex/katex.min.css');
    await expect(staticFile).toHaveAttribute('target', '_blank');
    await expect(staticFile).toHaveAttribute('rel', 'noopener noreferrer');

    const fullLoad = page.getByRole('link', {name: 'Full page load of the linking fixture through pathname://'});
    await expect(fullLoad).toHaveAttribute('href', '/tests/pages/linking');
    await expect(fullLoad).toHaveAttribute('target', '_self');
    await setMarker(page);
    await fullLoad.click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Linking fixtures'})).toBeVisible();
    // A new document: the marker set on the previous one is gone.
    expect(await markerIsSet(page)).toBe(false);
  });
});

test.describe('linking fixtures', () => {
  test('file links and absolute URLs resolve to the pages', async ({page}) => {
    await page.goto(`${base}/linking`);
    const article = page.locator('article');
    await expect(article.getByRole('link', {name: 'Page A, by its source file', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking/page-a',
    );
    await expect(
      article.getByRole('link', {name: 'Page B in a nested folder, by its source file', exact: true}),
    ).toHaveAttribute('href', '/tests/pages/linking/nested/page-b');
    await expect(article.getByRole('link', {name: 'Page B, by its absolute URL', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking/nested/page-b',
    );
    await expect(
      article.getByRole('link', {name: 'A heading of page B, by its source file and an anchor', exact: true}),
    ).toHaveAttribute('href', '/tests/pages/linking/nested/page-b#back-to-page-a');
  });

  test('page A and nested page B reach each other with file links and relative URLs', async ({page}) => {
    await page.goto(`${base}/linking/page-a`);
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article.getByRole('link', {name: 'Page B, by its source file', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking/nested/page-b',
    );
    await expect(article.getByRole('link', {name: 'Up to the linking fixtures index', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking',
    );
    const relativeToB = article.getByRole('link', {name: 'Page B, by a relative URL', exact: true});
    await expect(relativeToB).toHaveAttribute('href', '/tests/pages/linking/nested/page-b');
    await relativeToB.click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking\/nested\/page-b$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Linking fixture, nested page B'})).toBeVisible();

    await expect(article.getByRole('link', {name: 'Page A, by its source file', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking/page-a',
    );
    await expect(article.getByRole('link', {name: 'Page A, by a relative URL', exact: true})).toHaveAttribute(
      'href',
      '/tests/pages/linking/page-a',
    );
    await article.getByRole('link', {name: /heading of page A that mentions this page/}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/linking\/page-a#reached-from-page-b$/);
    await expect(page.locator('#reached-from-page-b')).toBeInViewport();
  });
});

test.describe('Markdown fixtures', () => {
  test('md format: braces and < stay text, comments are hidden, raw HTML and GFM render', async ({page}) => {
    await page.goto(`${base}/markdown-tests-md`);
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article).toContainText('Curly braces stay text: {fixture.notAnExpression} and {1 + 1}.');
    await expect(article).toContainText('A lone less-than sign stays text: 1 < 2 and a <3 heart.');
    await expect(article).not.toContainText('fixture-hidden-comment');

    await expect(article.locator('kbd')).toHaveText(['Ctrl', 'C']);
    await expect(article.locator('div.fixture-raw-html')).toHaveAttribute('data-fixture', 'raw-html');

    const details = article.locator('details').filter({hasText: 'Raw HTML details summary'});
    await details.locator('summary').click();
    await expect(details.getByText('The content of the raw HTML details element.')).toBeVisible();

    await expect(article.locator('table')).toContainText('Strikethrough');
    await expect(article.locator('del')).toHaveText('two tildes');
    const tasks = article.locator('input[type="checkbox"]');
    await expect(tasks).toHaveCount(2);
    await expect(tasks.first()).toBeChecked();
    await expect(tasks.last()).not.toBeChecked();
    await expect(article.locator('a[href="https://docusaurus.io/docs"]')).toHaveText('https://docusaurus.io/docs');
    await expect(article.locator('[data-footnotes]')).toContainText('The footnote text of the md format fixture.');

    await expect(article.locator('.theme-admonition-tip')).toContainText('Admonition in md format');
    await expect(article.locator('h2#literal-text')).toHaveText(/^Text that MDX would parse/);
    await expect(article.locator('h3#explicit-md-id')).toBeVisible();
    await expect(article.locator('h3#explicit-md-id')).not.toContainText('{#');
  });

  test('mdx format: expressions, exports, JSX, components and Markdown features', async ({page, request}) => {
    const html = await (await request.get(`${base}/markdown-tests-mdx`)).text();
    expect(html).toContain('Fixture counter: <!-- -->0');

    await page.goto(`${base}/markdown-tests-mdx`);
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article).toContainText('Two plus two is 4. The framework exported by this page is Docusaurus.');
    await expect(page.getByTestId('mdx-exported-list').locator('li')).toHaveText([
      'Exported item: first',
      'Exported item: second',
      'Exported item: third',
    ]);
    await expect(article).toContainText('Escaped braces stay text: {not an expression}, and an escaped less-than sign: 1 < 2.');
    await expect(article).not.toContainText('fixture-hidden-mdx-comment');

    await expect(article.locator('.fixture-inline-jsx')).toHaveCSS('font-weight', '700');

    await expect(page.getByTestId('fixture-counter')).toHaveText('Fixture counter: 0');
    await page.getByRole('button', {name: 'Increment the fixture counter'}).click();
    await expect(page.getByTestId('fixture-counter')).toHaveText('Fixture counter: 1');

    await expect(article.locator('.theme-admonition-info')).toContainText('Admonition as a JSX component');
    const directive = article.locator('.theme-admonition-warning');
    await expect(directive).toContainText('Admonition as a directive');
    await expect(directive.locator('strong')).toHaveText('Markdown');

    for (const [summary, content] of [
      ['Details component summary', 'Content of the Details component.'],
      ['HTML details summary', 'Content of the details element'],
    ] as const) {
      const details = article.locator('details').filter({has: page.locator('summary', {hasText: summary})}).last();
      await details.locator('summary').filter({hasText: summary}).click();
      await expect(details.getByText(content)).toBeVisible();
    }

    await expect(article.locator('table')).toContainText('Strikethrough');
    await expect(article.locator('input[type="checkbox"]')).toHaveCount(2);
    await expect(article.locator('.katex').first()).toBeVisible();
    await expect(article.locator('.katex-display')).toBeVisible();
    for (const id of ['expressions-and-exports', 'jsx-and-components', 'gfm-in-mdx', 'maths']) {
      await expect(article.locator(`h2#${id}`)).toBeVisible();
    }
  });
});

test.describe('navbar dropdown fixture', () => {
  test('hover opens, Enter toggles, and a click or focus outside closes', async ({page}) => {
    await page.goto(`${base}/navbar-dropdown-tests`);
    await waitForHydration(page);
    const bar = page.getByTestId('fixture-dropdown-bar');
    const dropdown = bar.locator('.dropdown');
    const toggle = bar.getByRole('button', {name: 'Fixture menu'});
    const menu = bar.locator('.dropdown__menu');
    const outsideText = page.getByText('Outside the dropdown: click this paragraph');

    // Hover.
    await expect(menu).toBeHidden();
    await toggle.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Linking fixtures'})).toHaveAttribute('href', '/tests/pages/linking');
    await expect(menu.getByRole('link', {name: /Docusaurus on GitHub/})).toHaveAttribute('target', '_blank');
    await outsideText.hover();
    await expect(menu).toBeHidden();

    // Keyboard: Enter toggles.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // A click outside closes.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await outsideText.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Focus moving into the menu keeps it open; focus moving outside closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'Linking fixtures'})).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', {name: 'A button outside the dropdown'}).focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('the navbar language dropdown is the same component and opens on hover', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${base}/navbar-dropdown-tests`);
    await waitForHydration(page);
    const localeDropdown = page
      .locator('nav.navbar .dropdown')
      .filter({has: page.locator('a[href^="/ja/tests/pages/navbar-dropdown-tests"]')});
    const menu = localeDropdown.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await localeDropdown.locator('.navbar__link').first().hover();
    await expect(menu).toBeVisible();
  });
});

test.describe('page table of contents fixture', () => {
  test('lists levels 2 to 4 with explicit ids and inline code; the inline TOC keeps the site levels', async ({page}) => {
    await page.goto(`${base}/page-toc-tests`);
    const toc = page.locator('[class*="tableOfContents_"] .table-of-contents');
    await expect(toc.locator('a')).toHaveText([
      'First section',
      'A subsection with inline code',
      'A level 4 heading',
      'Second section with an explicit id',
      'Last section',
    ]);
    await expect(toc.locator('a[href="#a-subsection-with-inline-code"] code')).toHaveText('inline code');
    await expect(toc.locator('a[href="#deep-section"]')).toBeVisible();
    await expect(toc).not.toContainText('A level 5 heading');

    const inline = page.getByTestId('inline-toc');
    await expect(inline.locator('a')).toHaveText([
      'First section',
      'A subsection with inline code',
      'Second section with an explicit id',
      'Last section',
    ]);
  });

  test('the entry of the section being read is highlighted, and a TOC link jumps to its heading', async ({page}) => {
    await page.goto(`${base}/page-toc-tests`);
    await waitForHydration(page);
    const toc = page.locator('[class*="tableOfContents_"] .table-of-contents');
    const active = toc.locator('a.table-of-contents__link--active');

    await page.evaluate(() => document.getElementById('last-section')?.scrollIntoView());
    await expect(active).toHaveAttribute('href', '#last-section');

    await page.evaluate(() => document.getElementById('deep-section')?.scrollIntoView());
    await expect(active).toHaveAttribute('href', '#deep-section');

    await page.evaluate(() => window.scrollTo(0, 0));
    await toc.locator('a[href="#a-level-4-heading"]').click();
    await expect(page).toHaveURL(/#a-level-4-heading$/);
    await expect(page.locator('#a-level-4-heading')).toBeInViewport();
  });
});

test.describe('style isolation fixture', () => {
  test('the same local class in two CSS modules stays separate, and the plain class gets nothing', async ({page}) => {
    await page.goto(`${base}/style-isolation`);
    const boxA = page.getByTestId('module-a-box');
    const boxB = page.getByTestId('module-b-box');
    const plain = page.getByTestId('plain-class-box');

    await expect(boxA).toHaveCSS('border-top-style', 'solid');
    await expect(boxA).toHaveCSS('border-top-width', '4px');
    await expect(boxA).toHaveCSS('border-top-color', 'rgb(46, 133, 85)');
    await expect(boxB).toHaveCSS('border-top-style', 'dashed');
    await expect(boxB).toHaveCSS('border-top-color', 'rgb(180, 40, 40)');
    await expect(plain).toHaveCSS('border-top-style', 'none');
    await expect(plain).toHaveCSS('border-top-width', '0px');

    const classesOf = async (locator: Locator) => ((await locator.getAttribute('class')) ?? '').split(/\s+/);
    const classesA = await classesOf(boxA);
    const classesB = await classesOf(boxB);
    expect(classesA).not.toContain('sample');
    expect(classesB).not.toContain('sample');
    const moduleClassA = classesA.find((c) => c.startsWith('sample'));
    const moduleClassB = classesB.find((c) => c.startsWith('sample'));
    expect(moduleClassA).toBeTruthy();
    expect(moduleClassB).toBeTruthy();
    expect(moduleClassA).not.toBe(moduleClassB);
  });
});

test.describe('SVG fixture', () => {
  /** The text colour of the SVG and every non-`none` fill and stroke of its shapes. */
  const paintsOf = (svg: Locator) =>
    svg.evaluate((el) => {
      const shapes = Array.from(el.querySelectorAll('circle, ellipse, line, path, polygon, polyline, rect'));
      const paints = shapes
        .flatMap((shape) => {
          const style = getComputedStyle(shape);
          return [style.fill, style.stroke];
        })
        .filter((paint) => paint !== 'none');
      return {color: getComputedStyle(el).color, paints};
    });

  test('inline and imported SVGs paint with the text colour, in light and dark mode', async ({page}) => {
    const colours: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await page.goto(`${base}/svg`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);

      const textColour = await page.getByTestId('svg-in-text').evaluate((el) => getComputedStyle(el).color);
      for (const testId of ['inline-svg', 'imported-svg']) {
        const {color, paints} = await paintsOf(page.getByTestId(testId));
        expect(color).toBe(textColour);
        expect(paints.length).toBeGreaterThanOrEqual(3);
        for (const paint of paints) {
          expect(paint).toBe(textColour);
        }
      }
      const primary = await paintsOf(page.getByTestId('imported-svg-primary'));
      const primaryColour = await page.getByTestId('svg-in-primary').evaluate((el) => getComputedStyle(el).color);
      expect(primary.color).toBe(primaryColour);
      expect(primaryColour).not.toBe(textColour);
      for (const paint of primary.paints) {
        expect(paint).toBe(primaryColour);
      }
      colours[colorScheme] = textColour;
    }
    expect(colours.light).not.toBe(colours.dark);
  });

  test('the SVGR component takes a title and a class name', async ({page}) => {
    await page.goto(`${base}/svg`);
    await expect(page.getByRole('img', {name: 'Imported SVG icon drawn with currentColor'})).toBeVisible();
    await expect(page.getByRole('img', {name: 'Inline SVG icon drawn with currentColor'})).toBeVisible();
    await expect(page.getByTestId('imported-svg-primary')).toHaveClass(/fixture-imported-icon/);
    await expect(page.getByTestId('imported-svg-primary').locator('title')).toHaveText(
      'Imported SVG icon in the primary colour',
    );
  });
});

test.describe('tabs fixtures', () => {
  test('groups with the same groupId stay in sync and remember the choice', async ({page}) => {
    await page.goto(`${base}/tabs-tests`);
    await waitForHydration(page);
    const first = page.getByTestId('tabs-sync-first');
    const second = page.getByTestId('tabs-sync-second');
    await expect(second.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');

    await first.getByRole('tab', {name: 'Linux'}).click();
    await expect(first.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('tabpanel')).toHaveText('Second group: shortcuts for Linux.');

    await page.reload();
    await waitForHydration(page);
    await expect(second.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel')).toHaveText('First group: instructions for Linux.');
  });

  test('a queryString group reads its tab from the URL and writes the choice back', async ({page}) => {
    await page.goto(`${base}/tabs-tests?fixture-pm=pnpm`);
    await waitForHydration(page);
    const group = page.getByTestId('tabs-query-string');
    await expect(group.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel')).toHaveText('Package manager tab: pnpm add');

    await group.getByRole('tab', {name: 'Yarn'}).click();
    await expect(page).toHaveURL(/[?&]fixture-pm=yarn(&|$)/);
    await expect(group.getByRole('tabpanel')).toHaveText('Package manager tab: yarn add');
  });

  test('a lazy group renders a tab only once it is selected', async ({page, request}) => {
    const html = await (await request.get(`${base}/tabs-tests`)).text();
    expect(html).not.toContain('rendered only after its tab was selected');
    // Panels of groups that are not lazy are in the HTML even when hidden.
    expect(html).toContain('First group: instructions for Windows.');

    await page.goto(`${base}/tabs-tests`);
    await waitForHydration(page);
    const group = page.getByTestId('tabs-lazy');
    await expect(page.getByTestId('lazy-deferred-content')).toHaveCount(0);
    await group.getByRole('tab', {name: 'Rendered on demand'}).click();
    await expect(page.getByTestId('lazy-deferred-content')).toBeVisible();
  });
});

test.describe('z-index fixture', () => {
  test('dropdowns < navbar < overlay, and each layer covers what it should', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 1400});
    await page.goto(`${base}/z-index-tests`);
    await waitForHydration(page);

    const layer = async (variable: string) => {
      const cell = page.getByTestId(`layer-value${variable}`);
      // Filled in by an effect once the page runs in the browser.
      await expect(cell).toHaveText(/^\d+$/);
      return Number(await cell.textContent());
    };
    const dropdownLayer = await layer('--ifm-z-index-dropdown');
    const fixedLayer = await layer('--ifm-z-index-fixed');
    const overlayLayer = await layer('--ifm-z-index-overlay');
    expect(dropdownLayer).toBeGreaterThan(0);
    expect(dropdownLayer).toBeLessThan(fixedLayer);
    expect(fixedLayer).toBeLessThan(overlayLayer);

    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveCSS('position', 'sticky');
    await expect(navbar).toHaveCSS('z-index', String(fixedLayer));
    const announcementBar = page.getByRole('banner').filter({hasText: 'is out!'});
    await expect(announcementBar).toBeVisible();
    await expect(announcementBar).toHaveCSS('position', 'static');
    await expect(announcementBar).toHaveCSS('z-index', 'auto');

    // A content dropdown covers the positioned card under it.
    const contentMenu = page.getByTestId('content-dropdown-menu');
    await page.getByRole('button', {name: 'Toggle the content menu'}).click();
    await expect(contentMenu).toBeVisible();
    await expect(contentMenu).toHaveCSS('z-index', String(dropdownLayer));
    const menuBox = await contentMenu.boundingBox();
    const cardBox = await page.getByTestId('positioned-card').boundingBox();
    expect(menuBox && cardBox).toBeTruthy();
    const overlapTop = Math.max(menuBox!.y, cardBox!.y);
    const overlapBottom = Math.min(menuBox!.y + menuBox!.height, cardBox!.y + cardBox!.height);
    expect(overlapBottom).toBeGreaterThan(overlapTop);
    const inOverlap = {x: menuBox!.x + Math.min(menuBox!.width, cardBox!.width) / 2, y: (overlapTop + overlapBottom) / 2};
    expect(await topmostIsInside(page, inOverlap, '[data-testid="content-dropdown-menu"]')).toBe(true);
    await page.getByRole('button', {name: 'Toggle the content menu'}).click();
    await expect(contentMenu).toBeHidden();

    // A navbar dropdown covers the page below the navbar.
    const localeDropdown = navbar.locator('.dropdown').filter({has: page.locator('a[href^="/ja/"]')});
    await localeDropdown.locator('.navbar__link').first().hover();
    const navbarMenu = localeDropdown.locator('.dropdown__menu');
    await expect(navbarMenu).toBeVisible();
    await expect(navbarMenu).toHaveCSS('z-index', String(dropdownLayer));
    const navbarBox = await navbar.boundingBox();
    const lastItem = navbarMenu.locator('li').last();
    const lastItemCentre = await centreOf(lastItem);
    expect(lastItemCentre.y).toBeGreaterThan(navbarBox!.y + navbarBox!.height);
    expect(await topmostIsInside(page, lastItemCentre, 'nav.navbar .dropdown__menu')).toBe(true);
    await page.mouse.move(5, 1300);
    await expect(navbarMenu).toBeHidden();

    // The modal covers the navbar and the announcement bar; closing it uncovers them.
    await page.getByRole('button', {name: 'Open the modal'}).click();
    const backdrop = page.getByTestId('fixture-modal-backdrop');
    await expect(page.getByRole('dialog', {name: 'Fixture modal'})).toBeVisible();
    await expect(backdrop).toHaveCSS('z-index', String(overlayLayer));
    const navbarCentre = await centreOf(navbar);
    const barCentre = await centreOf(announcementBar);
    expect(await topmostIsInside(page, navbarCentre, '[data-testid="fixture-modal-backdrop"]')).toBe(true);
    expect(await topmostIsInside(page, barCentre, '[data-testid="fixture-modal-backdrop"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(backdrop).toHaveCount(0);
    expect(await topmostIsInside(page, navbarCentre, 'nav.navbar')).toBe(true);
  });
});

test.describe('unlisted page with a custom slug', () => {
  const url = `${base}/my-custom/unlisted/slug`;

  test('is served at its slug, marked unlisted and noindex', async ({page, request}) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Unlisted page with a custom slug'})).toBeVisible();
    const banner = page.locator('.theme-unlisted-banner');
    await expect(banner).toContainText('Unlisted page');
    await expect(banner).toContainText('This page is unlisted.');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The slug replaces the URL derived from the file name.
    expect((await request.get(`${base}/unlisted-custom-slug`)).status()).toBe(404);
  });

  test('is absent from the sitemap and from the fixture index', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('my-custom/unlisted/slug');
    const index = await (await request.get(base)).text();
    expect(index).toContain(`${base}/code-block-tests`);
    expect(index).not.toContain('my-custom/unlisted/slug');
  });
});
