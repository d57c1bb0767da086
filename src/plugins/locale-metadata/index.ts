import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localizeManifest, openSearchDescription, type LocaleTexts} from './documents';
import {themeWritesOpenSearch, waitForThemeOpenSearch} from './themeOpenSearch';

export type Options = {
  /** The texts of the locale being built (config/i18n.ts `forLocale`). */
  readonly texts: LocaleTexts;
  /** Favicon path relative to the base URL. */
  readonly iconPath: string;
};

/**
 * Per-locale site metadata: each locale's build gets its own
 * `manifest.json` (the static one with the locale's language, name and
 * description), linked from its pages under the locale's base URL, and a
 * translated `opensearch.xml`.
 *
 * theme-search-algolia already links `<baseUrl>opensearch.xml` from every
 * page and writes that file (whenever `searchPagePath` is set), in English
 * ("Search Docusaurus") and without a language. This plugin rewrites the file
 * in its own postBuild. Docusaurus runs the postBuild hooks concurrently, so
 * when the theme writes one, this waits until the theme's file is there and
 * whole (./themeOpenSearch.ts) before writing its own: the last write is
 * always this one. tests/e2e/translation.spec.ts checks the result
 * (`<Language>`, which the theme's version lacks) in both locales.
 */
export default function localeMetadataPlugin(context: LoadContext, options: Options): Plugin<void> {
  const {baseUrl, siteConfig, i18n} = context;
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return {
    name: 'locale-metadata',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}manifest.json`}}],
      };
    },
    async postBuild({outDir}) {
      const manifestFile = path.join(outDir, 'manifest.json');
      const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
      await fs.writeFile(manifestFile, `${JSON.stringify(localizeManifest(manifest, options.texts, lang), null, 2)}\n`);
      const siteBaseUrl = `${siteConfig.url}${baseUrl}`;
      if (themeWritesOpenSearch(context)) await waitForThemeOpenSearch(path.join(outDir, 'opensearch.xml'));
      await fs.writeFile(
        path.join(outDir, 'opensearch.xml'),
        openSearchDescription({texts: options.texts, lang, siteBaseUrl, iconPath: options.iconPath}),
      );
    },
  };
}
