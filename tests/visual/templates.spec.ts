/**
 * Screenshot comparison of every page template (Playwright project `visual`),
 * against the baselines in `__screenshots__/`. Refresh them only for an
 * intended visual change, after reviewing each new image:
 * `npm run test:visual -- --update-snapshots`.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {waitForCodeBlockThemes} from '../e2e/helpers';

type Scheme = 'light' | 'dark';
type Locale = 'en' | 'ja';

type Template = {
  name: string;
  path: string;
  /** Whole page rather than the first viewport (short pages where the bottom matters). */
  fullPage?: boolean;
  /** Waits for the part of the page that appears after hydration. */
  ready?: (page: Page) => Promise<void>;
  /** An element to scroll to the middle of the viewport before the capture. */
  scrollTo?: string;
  /** The element to capture instead of the viewport. */
  target?: (page: Page) => Locator;
};

const TEMPLATES: Template[] = [
  {name: 'home', path: '/'},
  {name: 'doc', path: '/docs/installation'},
  // The same page further down: tabs, code blocks and an admonition.
  {name: 'doc-tabs', path: '/docs/installation', scrollTo: '.tabs-container'},
  // The end of a doc: edit row, Copy page / View as Markdown, pagination.
  {name: 'doc-footer', path: '/docs/installation', scrollTo: '.theme-doc-footer'},
  {name: 'category', path: '/docs/category/guides', fullPage: true},
  // An unmaintained version: in Japanese, the "not translated yet" notice above English content.
  {name: 'doc-untranslated', path: '/docs/3.8.1/installation'},
  {name: 'api', path: '/docs/api/docusaurus-config'},
  {
    name: 'colour-generator',
    path: '/docs/styling-layout',
    target: (page) => page.locator('main fieldset').first().locator('xpath=..'),
  },
  {name: 'blog-list', path: '/blog'},
  {name: 'blog-post', path: '/blog/releases/3.9'},
  {name: 'blog-tags', path: '/blog/tags', fullPage: true},
  {name: 'blog-archive', path: '/blog/archive'},
  {name: 'changelog-list', path: '/changelog'},
  {name: 'changelog-entry', path: '/changelog/3.9.2'},
  {name: 'showcase', path: '/showcase'},
  {name: 'versions', path: '/versions', fullPage: true},
  {name: 'team', path: '/community/team'},
  {
    name: 'search',
    path: '/search?q=plugin',
    ready: async (page) => {
      await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 15_000});
    },
  },
  {name: 'not-found', path: '/this-page-does-not-exist', fullPage: true},
  {
    name: 'crash',
    path: '/tests/pages/crashTest',
    fullPage: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  },
];

const MOBILE = ['home', 'doc', 'blog-post', 'showcase'];

function localized(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ja/' : `/ja${path}`;
}

/** Loads a page in a settled state: fixed clock, hydrated, code blocks in the mode's theme, fonts and images loaded. */
async function open(page: Page, path: string): Promise<void> {
  await page.clock.setFixedTime(new Date('2026-01-15T10:00:00Z'));
  await page.goto(path, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await waitForCodeBlockThemes(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Parts whose content depends on the clone or the day, not on the code. */
function masks(page: Page): Locator[] {
  return [page.locator('.theme-last-updated')];
}

for (const locale of ['en', 'ja'] as const) {
  for (const scheme of ['light', 'dark'] as const satisfies Scheme[]) {
    test.describe(`${locale} ${scheme}`, () => {
      test.use({colorScheme: scheme});

      for (const template of TEMPLATES) {
        test(`${template.name} at 1280 px`, async ({page}) => {
          await page.setViewportSize({width: 1280, height: 800});
          await open(page, localized(template.path, locale));
          await template.ready?.(page);
          if (template.scrollTo) {
            await page
              .locator(template.scrollTo)
              .first()
              .evaluate((el) => el.scrollIntoView({block: 'center'}));
          }
          const name = `${template.name}-${locale}-${scheme}-1280.png`;
          if (template.target) {
            await expect(template.target(page)).toHaveScreenshot(name, {mask: masks(page)});
          } else {
            await expect(page).toHaveScreenshot(name, {fullPage: template.fullPage ?? false, mask: masks(page)});
          }
        });
      }

      for (const template of TEMPLATES.filter((t) => MOBILE.includes(t.name))) {
        test(`${template.name} at 375 px`, async ({page}) => {
          await page.setViewportSize({width: 375, height: 740});
          await open(page, localized(template.path, locale));
          await expect(page).toHaveScreenshot(`${template.name}-${locale}-${scheme}-375.png`, {mask: masks(page)});
        });
      }

      test('open mobile menu at 375 px', async ({page}) => {
        await page.setViewportSize({width: 375, height: 740});
        await open(page, localized('/', locale));
        await page.locator('.navbar__toggle').click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expect(page).toHaveScreenshot(`mobile-menu-${locale}-${scheme}-375.png`, {mask: masks(page)});
      });
    });
  }
}
