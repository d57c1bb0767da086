import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectPages} from './pageList';
import {PAGE_LIST_FILE} from './pageListFile';
import {rewriteRootNotFound, type OtherLocale} from './rootNotFound';

export type Options = {
  /** The non-default locales' texts for readers without JavaScript (config/texts.ts `notFoundNoScript`). */
  readonly noScript: Readonly<Record<string, OtherLocale['noScript']>>;
};

/**
 * The not-found page.
 *
 * Its title: theme-classic's docs root renders `@theme/NotFound/Content` alone
 * for an address below a docs version that names no doc, so the tab showed
 * "Docusaurus" there; the theme's wrapper (./theme/NotFound/Content) sets the
 * page's title wherever the content renders.
 *
 * A missing page below `/ja/` shows the Japanese not-found page.
 *
 * Static hosts without per-folder rules (GitHub Pages, `docusaurus serve`,
 * Netlify without a `_redirects` rule) answer every missing address with the
 * root `404.html`, which is the English page, with the English bundles. After
 * the default locale is built, this plugin rewrites that file
 * (./rootNotFound.ts): a script at the top of `<head>` replaces the document by
 * the locale's own `404.html` when the address is below the locale, before any
 * English bundle runs; the locale's bundles then hydrate it at the reader's
 * address, `lang="ja"`, Japanese navbar and all. Readers without JavaScript get
 * the English page with a line in each other locale's language linking to its
 * home page. Hosts that can serve `/ja/404.html` for `/ja/*` themselves are
 * listed in CONTRIBUTING.md ("Deploy"). Proof: tests/e2e/not-found.spec.ts.
 *
 * The page helps the reader on (./components/NotFoundHelp, ./suggest.ts): the nearest pages of the locale, from a
 * list of its pages and titles written after each locale's build (./pageList.ts) and fetched by this page only; the
 * archived docs of a version no longer hosted here; the v1 site for a v1 address; a prefilled broken-link report.
 */
export default function notFoundPlugin(context: LoadContext, options: Options): Plugin<void> {
  const {i18n, siteConfig} = context;
  return {
    name: 'not-found',
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({outDir, routesPaths}) {
      const pages = await collectPages({
        outDir,
        baseUrl: context.baseUrl,
        routes: routesPaths,
        siteTitle: siteConfig.title,
      });
      await fs.writeFile(path.join(outDir, PAGE_LIST_FILE), JSON.stringify({pages}));
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const others: OtherLocale[] = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => {
          const config = i18n.localeConfigs[locale]!;
          const noScript = options.noScript[locale];
          if (!noScript) throw new Error(`[not-found] no texts for the locale "${locale}".`);
          return {baseUrl: `${siteConfig.baseUrl}${config.path}/`, lang: config.htmlLang, noScript};
        });
      if (others.length === 0) return;
      const file = path.join(outDir, '404.html');
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, rewriteRootNotFound(html, others, `${siteConfig.baseUrl}404.html`));
    },
  };
}
