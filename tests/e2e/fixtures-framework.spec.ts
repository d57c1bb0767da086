import {type BrowserContext, expect, type Page, test} from '@playwright/test';
import {LEGACY_STORAGE_KEYS, STORAGE_MIGRATION_MARKER_KEY} from '../../src/plugins/storage-migration/migration';
import {announcementBar} from '../../config/announcement';
import versions from '../../versions.json';

/**
 * Framework behaviours of the built site, proved in the browser: how route
 * code is loaded (progress bar, loading spinner, error box, reload after a
 * failed load), link prefetching and preloading, per-site storage keys with
 * the migration of the older key names, and scrolling after a route change.
 *
 * Facts from the installed @docusaurus/core 3.10 client (lib/client/):
 * - PendingNavigation preloads the next route's code BEFORE rendering it, so
 *   on a slow route change the current page stays on screen while the
 *   nprogress bar (theme-classic, started 200 ms after the change) runs; if
 *   that load fails, it calls `window.location.reload()`.
 * - react-loadable caches a failed load, so a route whose preload failed
 *   (e.g. on hover) reloads the page when it is clicked, even if the network
 *   is back.
 * - The route's loading component (theme-fallback `Loading`: a spinner
 *   `svg#loader` after 200 ms, or a red box with the error and a "Retry"
 *   button) only shows when a route is rendered before its code has arrived:
 *   that happens when a newer navigation overtakes one still loading (the
 *   older one finishing lets the newer route render).
 * - Links preload their route on mouseenter/touchstart and prefetch it
 *   (`<link rel="prefetch">`) when they enter the viewport, except when
 *   `navigator.connection.saveData` is on or `effectiveType` contains "2g".
 */

// Service workers (plugin-pwa) would handle requests out of reach of page.route().
test.use({serviceWorkers: 'block'});

test.beforeEach(async ({context, baseURL}) => {
  // Keep the tests hermetic: third-party requests (analytics) are not part of the site.
  const origin = new URL(baseURL!).origin;
  await context.route((url) => url.origin !== origin, (route) => route.abort());
});

const isRouteChunk = (url: string | URL): boolean => /\/assets\/js\/[^/]+\.js$/.test(new URL(url).pathname);

/** Waits for React hydration: the SSR HTML carries data-has-hydrated="false", the client sets "true". */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

const heading = (page: Page) => page.getByRole('heading', {level: 1});
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name, exact: true});
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Marks the current document; the mark disappears on a full page load, not on a client-side route change. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {fixtureDocumentMark?: boolean}).fixtureDocumentMark = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {fixtureDocumentMark?: boolean}).fixtureDocumentMark === true);

type NetworkInformationStub = {saveData: boolean; effectiveType: string};
const SAVE_DATA: NetworkInformationStub = {saveData: true, effectiveType: '4g'};
const SLOW_2G: NetworkInformationStub = {saveData: false, effectiveType: 'slow-2g'};

/** Replaces `navigator.connection` before any site script runs. */
async function stubConnection(page: Page, connection: NetworkInformationStub): Promise<void> {
  await page.addInitScript((stub) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => stub});
  }, connection);
}

type GateMode = {label: string; delayMs: number; then: 'continue' | 'abort'};
const PASS: GateMode = {label: 'pass', delayMs: 0, then: 'continue'};

/**
 * Holds back or fails the JS chunk requests made while a mode is set. Installed
 * before the first page load (routing also turns the HTTP cache off, so a
 * prefetched chunk is requested again when it is executed).
 */
class ChunkGate {
  private mode: GateMode = PASS;
  readonly requests: {path: string; label: string}[] = [];

  static async install(page: Page): Promise<ChunkGate> {
    const gate = new ChunkGate();
    await page.route(isRouteChunk, async (route) => {
      const mode = gate.mode;
      gate.requests.push({path: new URL(route.request().url()).pathname, label: mode.label});
      if (mode.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
      try {
        if (mode.then === 'abort') await route.abort('failed');
        else await route.continue();
      } catch {
        // The page or the request is gone: nothing to answer.
      }
    });
    return gate;
  }

  set(mode: Partial<GateMode> & {label: string}): void {
    this.mode = {...PASS, ...mode};
  }

  pass(): void {
    this.mode = PASS;
  }

  count(label: string): number {
    return this.requests.filter((request) => request.label === label).length;
  }

  /** Waits until a chunk request was caught in the `label` mode, plus a moment for its siblings (loaded together). */
  async seen(page: Page, label: string): Promise<void> {
    await expect.poll(() => this.count(label), {message: `a chunk request while "${label}"`}).toBeGreaterThan(0);
    await page.waitForTimeout(250);
  }
}

/** Paths of the JS chunks a fresh visit of `path` executes (script requests until hydration). */
async function chunksExecutedOn(context: BrowserContext, path: string): Promise<Set<string>> {
  const probe = await context.newPage();
  const chunks = new Set<string>();
  probe.on('request', (request) => {
    if (request.resourceType() === 'script' && isRouteChunk(request.url())) chunks.add(new URL(request.url()).pathname);
  });
  await probe.goto(path);
  await hydrated(probe);
  await probe.close();
  return chunks;
}

/** The chunks `target` needs that `baseline` does not load: its own route code (content, props). */
async function chunksOnlyOf(context: BrowserContext, target: string, baseline: string): Promise<string[]> {
  const own = await chunksExecutedOn(context, target);
  const base = await chunksExecutedOn(context, baseline);
  const only = [...own].filter((chunk) => !base.has(chunk));
  expect(only.length, `${target} has route chunks that ${baseline} does not load`).toBeGreaterThan(0);
  return only;
}

/** Records the paths of JS chunks the page executes (script requests; prefetches are not scripts). */
function recordScriptChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && isRouteChunk(request.url())) chunks.push(new URL(request.url()).pathname);
  });
  return chunks;
}

/** Paths of the JS chunks in the `<link rel="prefetch">` elements Docusaurus added to <head>. */
const prefetchedChunks = async (page: Page): Promise<string[]> =>
  (
    await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    )
  )
    .filter(isRouteChunk)
    .map((href) => new URL(href).pathname);

const among = (paths: readonly string[], wanted: readonly string[]) => paths.filter((path) => wanted.includes(path));

test.describe('route loading', () => {
  test('a slow route change keeps the current page on screen and shows the top progress bar', async ({page}) => {
    // saveData: no hover preload, so the click alone starts loading the route.
    await stubConnection(page, SAVE_DATA);
    const gate = await ChunkGate.install(page);
    await page.goto('/community/support');
    await hydrated(page);
    await markDocument(page);

    gate.set({label: 'slow', delayMs: 2000});
    await sidebarLink(page, 'Team').click();
    await expect(page).toHaveURL(/\/community\/team$/);
    // nprogress starts 200 ms after the route change; meanwhile the old page stays, without a spinner.
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(heading(page)).toHaveText('Support');
    await expect(page.locator('#loader')).toHaveCount(0);
    expect(gate.count('slow')).toBeGreaterThan(0);

    await expect(heading(page)).toHaveText('Team', {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // A successful route change is client-side: same document.
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a route rendered before its code arrives shows the loading spinner, then the page', async ({page}) => {
    await stubConnection(page, SAVE_DATA);
    const gate = await ChunkGate.install(page);
    await page.goto('/community/support');
    await hydrated(page);

    // Start a slow route change, and overtake it with a slower one: when the
    // first finishes loading, the router renders the second, still loading.
    gate.set({label: 'first', delayMs: 2000});
    await sidebarLink(page, 'Team').click();
    await gate.seen(page, 'first');
    gate.set({label: 'second', delayMs: 7000});
    await sidebarLink(page, 'Contributing').click();
    await expect(page).toHaveURL(/\/community\/contributing$/);

    const spinner = page.locator('svg#loader');
    await expect(spinner).toBeVisible({timeout: 6_000});
    expect(gate.count('second')).toBeGreaterThan(0);
    await expect(heading(page)).toHaveText('Contributing', {timeout: 15_000});
    await expect(spinner).toHaveCount(0);
  });

  test('a route whose code fails to load shows a red error box, and Retry loads it', async ({page}) => {
    test.setTimeout(60_000);
    await stubConnection(page, SAVE_DATA);
    const gate = await ChunkGate.install(page);
    // A failed route load reloads the page. Hold that reload with a 204 No
    // Content answer (the browser then stays on the current document), so the
    // error box can be seen.
    const reloads: string[] = [];
    await page.route(
      (url) => url.pathname === '/community/contributing',
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        reloads.push(route.request().url());
        return route.fulfill({status: 204});
      },
    );
    await page.goto('/community/support');
    await hydrated(page);

    gate.set({label: 'first', delayMs: 2000});
    await sidebarLink(page, 'Team').click();
    await gate.seen(page, 'first');
    gate.set({label: 'failing', delayMs: 5000, then: 'abort'});
    await sidebarLink(page, 'Contributing').click();

    const retry = page.getByRole('button', {name: 'Retry', exact: true});
    await expect(retry).toBeVisible({timeout: 15_000});
    const message = page.locator('p', {hasText: /ChunkLoadError: Loading chunk \S+ failed/});
    await expect(message).toBeVisible();
    // The box of the theme's Loading component: white text on red.
    const box = message.locator('xpath=..');
    await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
    await expect(box).toContainText(/\/assets\/js\//);
    await expect.poll(() => reloads.length, {message: 'the failed load asks for a page reload'}).toBeGreaterThan(0);
    await expect(heading(page)).toHaveCount(0);

    // Network back: Retry loads the route in place.
    gate.pass();
    await retry.click();
    await expect(heading(page)).toHaveText('Contributing');
    await expect(retry).toHaveCount(0);
    await expect(page).toHaveURL(/\/community\/contributing$/);
  });

  test('a route whose preload failed reloads the page when its link is clicked', async ({page}) => {
    const gate = await ChunkGate.install(page);
    await page.goto('/community/support');
    await hydrated(page);
    await markDocument(page);

    // Hovering preloads the route; make that load fail.
    gate.set({label: 'offline', then: 'abort'});
    const link = sidebarLink(page, 'Contributing');
    await link.hover();
    await gate.seen(page, 'offline');
    gate.pass();

    // The network is back, but the failed load is remembered: the click does
    // a full page load of the target instead of a client-side route change.
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/community/contributing',
    );
    await link.click();
    await fullLoad;
    await expect(heading(page)).toHaveText('Contributing');
    await hydrated(page);
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe('links', () => {
  test('links in view are prefetched, and a link further down once it scrolls into view', async ({page, context}) => {
    await page.setViewportSize({width: 1280, height: 720});
    const canaryChunks = await chunksOnlyOf(context, '/community/canary', '/community/support');
    await page.goto('/docs/installation');
    await hydrated(page);
    await expect.poll(async () => (await prefetchedChunks(page)).length, {message: 'links in view are prefetched'}).toBeGreaterThan(0);

    const footerLink = page.locator('footer.footer').getByRole('link', {name: 'Canary releases', exact: true});
    await expect(footerLink).not.toBeInViewport();
    await page.waitForTimeout(500);
    // Only the chunks nothing in view has prefetched yet prove the point.
    const before = among(await prefetchedChunks(page), canaryChunks);
    const pending = canaryChunks.filter((chunk) => !before.includes(chunk));
    expect(pending.length, 'some /community/canary chunk is not prefetched before its link is in view').toBeGreaterThan(0);

    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(async () => among(await prefetchedChunks(page), pending).length).toBeGreaterThan(0);
  });

  test('hovering a link preloads its route before the click', async ({page, context}) => {
    const contributingChunks = await chunksOnlyOf(context, '/community/contributing', '/community/support');
    const executed = recordScriptChunks(page);
    await page.goto('/community/support');
    await hydrated(page);
    await markDocument(page);
    await page.waitForTimeout(300);
    expect(among(executed, contributingChunks)).toEqual([]);

    const link = sidebarLink(page, 'Contributing');
    await link.hover();
    await expect.poll(() => among(executed, contributingChunks).length).toBeGreaterThan(0);

    await link.click();
    await expect(heading(page)).toHaveText('Contributing');
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const [condition, connection] of [
    ['saveData is on', SAVE_DATA],
    ['the connection is slow-2g', SLOW_2G],
  ] as const) {
    test(`nothing is prefetched or preloaded when ${condition}, and links still work`, async ({page, context}) => {
      const contributingChunks = await chunksOnlyOf(context, '/community/contributing', '/community/support');
      await stubConnection(page, connection);
      const executed = recordScriptChunks(page);
      await page.goto('/community/support');
      await hydrated(page);
      expect(await page.evaluate(() => (navigator as unknown as {connection: unknown}).connection)).toEqual(connection);

      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      const link = sidebarLink(page, 'Contributing');
      await link.hover();
      await page.waitForTimeout(1000);
      expect(await prefetchedChunks(page)).toEqual([]);
      expect(among(executed, contributingChunks)).toEqual([]);

      // The route change itself still loads the route.
      await link.click();
      await expect(heading(page)).toHaveText('Contributing');
      expect(among(executed, contributingChunks).length).toBeGreaterThan(0);
    });
  }
});

test.describe('storage', () => {
  const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
  const announcement = (page: Page) => page.getByRole('banner').filter({hasText: 'is out!'});

  /** All localStorage entries of the page. */
  const storedEntries = (page: Page) =>
    page.evaluate(() => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i)!;
        entries[key] = window.localStorage.getItem(key)!;
      }
      return entries;
    });

  /** The site's storage namespace, read from the namespaced colour mode key (`theme` + namespace). */
  async function namespaceOf(page: Page): Promise<string> {
    const keys = Object.keys(await storedEntries(page)).filter((key) => /^theme-./.test(key));
    expect(keys, 'exactly one namespaced colour mode key').toHaveLength(1);
    return keys[0]!.slice('theme'.length);
  }

  test('settings are saved under keys namespaced per site', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await hydrated(page);
    await toggle(page).click();
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(announcement(page)).toBeHidden();

    const namespace = await namespaceOf(page);
    expect(namespace).toMatch(/^-[0-9a-z]+$/);
    const stored = await storedEntries(page);
    expect(stored).toMatchObject({
      [`theme${namespace}`]: 'dark',
      [`docusaurus.announcement.dismiss${namespace}`]: 'true',
      [`docusaurus.announcement.id${namespace}`]: announcementBar('en')!.id,
    });
    for (const legacyKey of LEGACY_STORAGE_KEYS) expect(Object.keys(stored)).not.toContain(legacyKey);
  });

  test('settings saved under the older un-namespaced keys are moved before the theme reads them, once per browser', async ({page}) => {
    const olderVersion = versions[versions.length - 1]!;
    const legacy: Record<string, string> = {
      theme: 'dark',
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': announcementBar('en')!.id!,
      'docs-preferred-version-default': olderVersion,
    };
    await page.emulateMedia({colorScheme: 'light'});
    // A file of the same origin that runs no site script: storage as an older visit left it.
    await page.goto('/manifest.json');
    await page.evaluate((entries) => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, legacy);

    await page.goto('/');
    const html = page.locator('html');
    // Set by the theme's inline script at the start of <body>, from storage:
    // the migration in <head> ran first.
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await hydrated(page);
    await expect(toggle(page)).toHaveAccessibleName(/dark mode/);
    await expect(announcement(page)).toBeHidden();
    // The preferred docs version is read from its migrated key: the navbar's Docs link follows it.
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      `/docs/${olderVersion}`,
    );

    const namespace = await namespaceOf(page);
    const marker = STORAGE_MIGRATION_MARKER_KEY + namespace;
    const stored = await storedEntries(page);
    for (const [key, value] of Object.entries(legacy)) {
      expect(stored[key + namespace], key + namespace).toBe(value);
      expect(Object.keys(stored)).not.toContain(key);
    }
    expect(stored[marker]).toBe('1');

    // Once per browser: an un-namespaced key written later is left alone.
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect((await storedEntries(page)).theme).toBe('light');

    // Without the marker it runs again, and a value already under the namespaced key wins.
    await page.evaluate((key) => window.localStorage.removeItem(key), marker);
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const after = await storedEntries(page);
    expect(Object.keys(after)).not.toContain('theme');
    expect(after[`theme${namespace}`]).toBe('dark');
    expect(after[marker]).toBe('1');
  });

  test('with browser storage blocked the site only logs a warning and keeps settings in memory', async ({page}) => {
    const pageErrors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new Error('blocked');
        },
      });
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/community/support');
    await hydrated(page);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await expect(heading(page)).toHaveText('Support');
    await expect.poll(() => warnings.some((w) => w.includes('Docusaurus browser storage is not available'))).toBe(true);
    expect(warnings.some((w) => w.includes('Docusaurus storage migration skipped'))).toBe(true);

    // The colour mode toggle still works, in memory: system → light → dark.
    const html = page.locator('html');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/light mode/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/dark mode/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // It lasts across client-side route changes...
    await sidebarLink(page, 'Team').click();
    await expect(heading(page)).toHaveText('Team');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // ...but nothing was saved: a reload starts from the system mode again.
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('scrolling after a route change', () => {
  test('a route change scrolls to the top of the new page', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/community/support');
    await hydrated(page);
    await markDocument(page);
    const link = page.locator('footer.footer').getByRole('link', {name: 'Contributing', exact: true});
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);

    await link.click();
    await expect(heading(page)).toHaveText('Contributing');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(heading(page)).toBeInViewport();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a route change to a URL with a hash scrolls to the element it names', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto('/docs/api/plugin-methods');
    await hydrated(page);
    await markDocument(page);
    const target = '/docs/api/plugin-methods/lifecycle-apis#injecthtmltags';
    await page.locator('article').locator(`a[href="${target}"]`).first().click();

    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
    await expect(heading(page)).toHaveText(/Lifecycle APIs/);
    const section = page.locator('[id="injecthtmltags"]');
    await expect(section).toBeInViewport();
    // The section is far down its page: the route change scrolled to it, not to the top.
    expect(await scrollY(page)).toBeGreaterThan(300);
    expect(await isSameDocument(page)).toBe(true);
  });
});
