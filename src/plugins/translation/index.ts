import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  PAGE_LANGUAGES_FILE,
  translatedRoutes,
  type PageLanguages,
  type SuggestionTexts,
} from './suggestion/pageLanguages';

export type Options = {
  /** The English content folders that translations mirror (`docs`, `blog`…), relative to the site. */
  readonly sourceRoots: readonly string[];
  /** The language suggestion's texts in the locale being built (config/texts.ts). */
  readonly suggestion: SuggestionTexts;
};

/** Global data of the plugin, read by its theme components. */
export type TranslationGlobalData = {readonly sourceRoots: readonly string[]};

/**
 * The translation feature: pages of a non-default locale that fall back to
 * the English source say so, in the reader's language, and mark the English
 * content `lang="en"` (theme wrappers below); translated Markdown links to
 * pages without a translation resolve to the English page
 * (`fallbackLinks.ts`, a remark plugin given to every content instance);
 * Japanese reading times count characters (`readingTime.ts`); and
 * `npm run check:translations` keeps translations in step with their
 * English sources (`check/`); `typography.css` sets Japanese text; a
 * reader whose browser prefers another of the site's languages is offered
 * the same page in it, never redirected (`suggestion/`).
 */
export default function translationPlugin(context: LoadContext, options: Options): Plugin<void> {
  const {i18n, baseUrl} = context;
  let routes: PageLanguages['routes'] = 'all';
  return {
    name: 'translation',
    async contentLoaded({actions}) {
      actions.setGlobalData({sourceRoots: options.sourceRoots} satisfies TranslationGlobalData);
    },
    // Which of this locale's pages are really in its language, for the language suggestion (./suggestion).
    async allContentLoaded({allContent}) {
      if (i18n.currentLocale !== i18n.defaultLocale) routes = translatedRoutes(allContent, baseUrl);
    },
    async postBuild({outDir}) {
      const config = i18n.localeConfigs[i18n.currentLocale]!;
      const file: PageLanguages = {
        locale: i18n.currentLocale,
        lang: config.htmlLang,
        texts: options.suggestion,
        routes,
      };
      await fs.writeFile(path.join(outDir, PAGE_LANGUAGES_FILE), JSON.stringify(file));
    },
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      // Fonts, line height and line breaking for Japanese text.
      path.join(__dirname, 'typography.css'),
      // "This page is also in …": a suggestion when the browser prefers another of the site's languages.
      path.join(__dirname, 'suggestion/clientModule.ts'),
    ],
  };
}
