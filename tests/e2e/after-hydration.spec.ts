import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

// src/framework-patches/after-hydration: the parts the theme renders only in the browser (the mobile menu, code blocks' buttons)
// are built in a transition of their own, not in the one update that follows hydration.

test.describe('parts built after hydration', () => {
  test('on a phone, the mobile menu and the code buttons come in a later DOM update than the post-hydration one', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 800});
    // Numbers each batch of DOM changes; records the batch in which each watched change happened.
    await page.addInitScript(() => {
      const batches: Record<string, number> = {};
      (window as unknown as {batches: typeof batches}).batches = batches;
      let batch = 0;
      const watched = {
        desktopSidebarRemoved: (n: Node, added: boolean) =>
          !added && n instanceof HTMLElement && n.matches('.theme-doc-sidebar-container, .col--3'),
        mobileMenuAdded: (n: Node, added: boolean) => added && n instanceof HTMLElement && n.matches('.navbar-sidebar'),
        codeButtonsAdded: (n: Node, added: boolean) =>
          added && n instanceof HTMLElement && n.querySelector('button[aria-label*="Copy"]') !== null,
      };
      new MutationObserver((records) => {
        batch += 1;
        for (const record of records) {
          for (const [added, nodes] of [
            [true, record.addedNodes],
            [false, record.removedNodes],
          ] as const) {
            for (const node of nodes) {
              for (const [name, matches] of Object.entries(watched)) {
                if (batches[name] === undefined && matches(node, added)) batches[name] = batch;
              }
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const batches = () => page.evaluate(() => (window as unknown as {batches: Record<string, number>}).batches);
    await expect
      .poll(async () => Object.keys(await batches()).sort())
      .toEqual(['codeButtonsAdded', 'desktopSidebarRemoved', 'mobileMenuAdded']);
    const {desktopSidebarRemoved, mobileMenuAdded, codeButtonsAdded} = await batches();
    expect(mobileMenuAdded).toBeGreaterThan(desktopSidebarRemoved!);
    expect(codeButtonsAdded).toBeGreaterThan(desktopSidebarRemoved!);
  });

  test('the mobile menu opens with the docs sidebar as soon as the page has hydrated', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Blog'})).toBeVisible();
  });

  test('on a phone, each code block gets its copy button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const blocks = page.locator('.theme-code-block');
    await expect(blocks.first().getByRole('button', {name: /Copy code/})).toBeAttached();
    expect(await blocks.locator('button[aria-label*="Copy"]').count()).toBe(await blocks.count());
  });
});
