import type {Page} from '@playwright/test';

/** Reads every localStorage key of the page whose name starts with `prefix` (keys are namespaced per site in v4). */
export async function storageKeysStartingWith(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate((p) => Object.keys(window.localStorage).filter((k) => k.startsWith(p)), prefix);
}

/** Waits until React has hydrated the page, so client-side behaviour (clicks, storage) is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
