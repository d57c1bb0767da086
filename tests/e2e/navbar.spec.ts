import {expect, test, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const LEFT_ITEMS = {
  en: ['Docs', 'API', 'Blog', 'Showcase', 'Community'],
  ja: ['ドキュメント', 'API', 'ブログ', 'ショーケース', 'コミュニティ'],
} as const;

const HELP_TRANSLATE = {en: 'Help us translate', ja: '翻訳に協力する'} as const;
const TRANSLATION_DISCUSSION = 'https://github.com/facebook/docusaurus/issues/3526';

/** The visible texts of the links of a list, in order. */
async function linkTexts(list: Locator): Promise<string[]> {
  return (await list.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

async function openLocaleDropdown(page: Page): Promise<Locator> {
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('.navbar__link', {hasText: /English|日本語/})});
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  // Its links have no text for innerText until the menu is shown.
  await expect(menu).toBeVisible();
  return menu;
}

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'en' ? '' : '/ja';

  test.describe(`navbar (${locale})`, () => {
    test('desktop: left items in order; version and locale dropdowns, GitHub, colour mode and search on the right', async ({
      page,
    }) => {
      await page.goto(`${prefix}/docs/installation`);
      await waitForHydration(page);
      const left = page.locator('.navbar__items:not(.navbar__items--right)');
      // The brand link (logo and title) comes first; the items follow.
      expect((await linkTexts(left)).slice(1)).toEqual(LEFT_ITEMS[locale]);

      const right = page.locator('.navbar__items--right');
      const order = await right.evaluate((el) =>
        [...el.children].map((child) => {
          if (child.querySelector('.DocSearch-Button')) return 'search';
          if (child.matches('.header-github-link')) return 'github';
          // The colour mode toggle is the one other button of the bar.
          if (child.querySelector('button')) return 'colour mode';
          const label = child.querySelector('.navbar__link')?.textContent ?? '';
          if (/English|日本語/.test(label)) return 'locale';
          if (child.matches('.dropdown') || child.querySelector(':scope > .dropdown')) return 'version';
          return child.className;
        }),
      );
      expect(order).toEqual(['version', 'locale', 'github', 'colour mode', 'search']);

      const menu = await openLocaleDropdown(page);
      const entries = await linkTexts(menu);
      expect(entries.slice(0, 2)).toEqual(['English', '日本語']);
      expect(entries.at(-1)).toBe(HELP_TRANSLATE[locale]);
      await expect(menu.getByRole('link', {name: HELP_TRANSLATE[locale]})).toHaveAttribute(
        'href',
        TRANSLATION_DISCUSSION,
      );
    });

    test('desktop dropdowns: Escape closes the menu and gives the focus back to its button', async ({page}) => {
      await page.goto(`${prefix}/docs/installation`);
      await waitForHydration(page);
      const dropdowns = page.locator('.navbar__items--right .dropdown');
      await expect(dropdowns).toHaveCount(2); // version, locale
      for (const dropdown of await dropdowns.all()) {
        const button = dropdown.locator(':scope > .navbar__link');
        const menu = dropdown.locator('.dropdown__menu');
        // Opened from the keyboard, Escape from the button.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        // Escape from an item of the menu (once it is open, as a reader sees it open before moving into it).
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        // Shown by hovering: Escape dismisses it until the pointer leaves.
        await dropdown.hover();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await page.mouse.move(0, 400);
        await dropdown.hover();
        await expect(menu).toBeVisible();
        await page.mouse.move(0, 400);
      }
    });

    test('mobile menu: the same left items in the same order', async ({page}) => {
      await page.setViewportSize({width: 400, height: 900});
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      await page.locator('.navbar__toggle').click();
      const primary = page.locator('.navbar-sidebar__item.menu').first();
      await expect(primary).toBeVisible();
      const items = await linkTexts(primary.locator('.menu__list').first());
      expect(items.slice(0, LEFT_ITEMS[locale].length)).toEqual(LEFT_ITEMS[locale]);
    });
  });
}
