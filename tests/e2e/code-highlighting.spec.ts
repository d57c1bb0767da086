import {expect, test, type Page} from '@playwright/test';
import {waitForCodeBlockThemes, waitForHydration} from './helpers';

// src/framework-patches/prism-on-demand/ClientContent.tsx: a hydrated page keeps the server's highlighted code blocks and runs
// no Prism; Prism (with the `code-highlighting` chunk) is loaded when a block must be rendered anew.

/** Whether the page has run Prism's core: a chunk it loaded holds a module with Prism's `insertBefore` and `tokenize`. */
const prismRan = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as {webpackChunkdocusaurus_website?: [unknown, Record<string, unknown>][]})
        .webpackChunkdocusaurus_website ?? []
    ).some(([, modules]) =>
      Object.values(modules).some((factory) => {
        const source = String(factory);
        return source.includes('insertBefore') && source.includes('tokenize');
      }),
    ),
  );

test.describe('code highlighting on demand', () => {
  test('a page load in light mode keeps the server-highlighted code and runs no Prism; copying works', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').filter({hasText: 'npm init docusaurus'}).first();
    await expect(block.locator('.token.function').first()).toHaveText('npm');
    await page.waitForLoadState('networkidle');
    expect(await prismRan(page)).toBe(false);
    await block.hover();
    await block.getByRole('button', {name: /Copy code/}).click();
    await expect(block.getByRole('button', {name: /Copied/})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('npm init docusaurus@latest');
  });

  test('code blocks of a page reached by a link are highlighted', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Configuration', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    const code = page.locator('article .theme-code-block').first();
    await expect(code.locator('.token').first()).toBeVisible();
    expect(await prismRan(page)).toBe(true);
  });

  test('in dark mode, the code blocks switch to the dark Prism theme', async ({page, request}) => {
    // The server renders the light theme: the first block's background there.
    const html = await (await request.get('/docs/installation')).text();
    const serverBackground = /<pre[^>]*background-color:(#[0-9a-fA-F]{6})/.exec(html)?.[1];
    expect(serverBackground).toBeDefined();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await waitForCodeBlockThemes(page);
    const background = await page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((pre, light) => {
        const probe = document.createElement('i');
        probe.style.backgroundColor = light;
        return {dark: pre.style.backgroundColor, light: probe.style.backgroundColor};
      }, serverBackground!);
    expect(background.dark).not.toBe(background.light);
    expect(await prismRan(page)).toBe(true);
  });
});
