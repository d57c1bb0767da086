import type {Page} from '@playwright/test';

/** Reads every localStorage key of the page whose name starts with `prefix` (keys are namespaced per site in v4). */
export async function storageKeysStartingWith(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate((p) => Object.keys(window.localStorage).filter((k) => k.startsWith(p)), prefix);
}

/** Waits until React has hydrated the page, so client-side behaviour (clicks, storage) is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Waits until every code block shows the Prism theme of the current colour mode: its <pre>'s background is the one
 * its container announces (`--prism-background-color`). Prism loads after hydration when a block must be rendered
 * anew (a page loaded in dark mode), so the server's light-theme HTML can still be there right after hydration.
 */
export async function waitForCodeBlockThemes(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.theme-code-block')].every((block) => {
      const pre = block.querySelector('pre');
      const expected = getComputedStyle(block).getPropertyValue('--prism-background-color').trim();
      if (!pre || !expected) return true;
      const probe = document.createElement('i');
      probe.style.backgroundColor = expected;
      return pre.style.backgroundColor === probe.style.backgroundColor;
    }),
  );
}
