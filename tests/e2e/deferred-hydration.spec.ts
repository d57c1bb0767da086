import {expect, test, type Locator} from '@playwright/test';
import {waitForHydration} from './helpers';

// src/components/HydrateOnView keeps parts of the server's HTML without React until they are needed: the desktop
// sidebar and table of contents where they are not displayed (a phone), the "Last updated" line at the foot of a doc
// until it comes near the viewport.

/** React attaches its fiber to every element it hydrated or rendered. */
const isReactElement = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test.describe('parts hydrated only when needed', () => {
  test('on a phone, the desktop sidebar and table of contents are removed without ever being hydrated', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 800});
    // Records, when the page removes the lists inside the desktop sidebar and table of contents (with an element
    // around them or not), whether React had hydrated them; the parts' own elements stand in for them meanwhile.
    await page.addInitScript(() => {
      const removed: {part: string; hydrated: boolean}[] = [];
      (window as unknown as {removed: typeof removed}).removed = removed;
      const parts = {sidebar: 'ul.theme-doc-sidebar-menu', toc: '.theme-doc-toc-desktop > ul'};
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.removedNodes])) {
          if (!(node instanceof HTMLElement)) continue;
          for (const [part, selector] of Object.entries(parts)) {
            for (const element of [node, ...node.querySelectorAll(selector)].filter((e) => e.matches(selector)))
              removed.push({part, hydrated: Object.keys(element).some((key) => key.startsWith('__reactFiber'))});
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const removed = () =>
      page.evaluate(() => (window as unknown as {removed: {part: string; hydrated: boolean}[]}).removed);
    // The theme removes both once it knows the window is narrow.
    await expect.poll(async () => (await removed()).map((r) => r.part).sort()).toEqual(['sidebar', 'toc']);
    expect(await removed()).toEqual(
      expect.arrayContaining([
        {part: 'sidebar', hydrated: false},
        {part: 'toc', hydrated: false},
      ]),
    );
    // The phone's own menu still opens the docs sidebar.
    await page.getByRole('button', {name: /Toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
  });

  test('on a wide screen, the sidebar and table of contents work as soon as the page has hydrated', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const sidebarLink = page.locator('.theme-doc-sidebar-menu a.menu__link').first();
    const tocLink = page.locator('.theme-doc-toc-desktop a').first();
    expect(await isReactElement(sidebarLink)).toBe(true);
    expect(await isReactElement(tocLink)).toBe(true);
    await tocLink.click();
    await expect(tocLink).toHaveClass(/table-of-contents__link--active/);
  });

  test('the "Last updated" line hydrates when it comes near the viewport', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/deployment');
    await waitForHydration(page);
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText(/Last updated on/);
    expect(await isReactElement(lastUpdated)).toBe(false);
    await lastUpdated.scrollIntoViewIfNeeded();
    await expect.poll(() => isReactElement(page.locator('.theme-last-updated'))).toBe(true);
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on/);
  });
});
