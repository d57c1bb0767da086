import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData, type SearchPluginOptions} from './options';
import {algoliaThemeDir, hostedComponentAliases, themePrecedenceProblems} from './themeAliases';
import {indexUrlOf, planLocaleIndex} from './indexer/localeIndex';
import {writeLocaleIndex} from './indexer/writeLocaleIndex';
import {japaneseKeywords, parseGlossary} from './indexer/japaneseTerms';

export type {SearchPluginOptions} from './options';

/**
 * Site search, in one of two modes (options.ts): the DocSearch modal and the
 * /search page answered by Algolia, or by a Pagefind index of the site's own
 * pages built here after each locale. Its theme wraps theme-search-algolia's
 * SearchBar and SearchPage (themeAliases.ts); its client is in client/, the
 * service worker part in sw/ (imported by src/sw/index.js).
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin<void> {
  const themeDir = path.join(__dirname, 'theme');
  const {baseUrl, siteDir, siteConfig, i18n, generatedFilesDir} = context;
  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => themeDir,
    // Search terms highlighted on the page a hit opens (./highlight).
    getClientModules: () => [path.join(__dirname, 'highlight/clientModule.ts')],

    async contentLoaded({actions}) {
      const {sections, suggestedQueries} = options;
      const data: SearchGlobalData =
        options.mode === 'embedded'
          ? {mode: 'embedded', indexUrl: indexUrlOf(baseUrl), sections, suggestedQueries}
          : {mode: 'hosted', indexUrl: null, sections, suggestedQueries};
      actions.setGlobalData(data);
    },

    configureWebpack(config) {
      const algoliaDir = algoliaThemeDir();
      const problems = themePrecedenceProblems(
        (config.resolve?.alias ?? {}) as Record<string, unknown>,
        themeDir,
        algoliaDir,
      );
      if (problems.length > 0)
        throw new Error(`[search] the search plugin's theme would not be used:\n- ${problems.join('\n- ')}`);
      return {resolve: {alias: hostedComponentAliases(algoliaDir)}};
    },

    async postBuild({outDir, routesPaths}) {
      if (options.mode !== 'embedded') return;
      const plan = planLocaleIndex({
        routesPaths,
        baseUrl,
        trailingSlash: siteConfig.trailingSlash,
        excludedRoutes: options.excludedRoutes,
      });
      // Words readers type for a page's terms, from the locale's style guide (./indexer/japaneseTerms.ts).
      const glossaryFile = options.glossaries?.[i18n.currentLocale];
      const glossary = glossaryFile ? parseGlossary(await fs.readFile(path.join(siteDir, glossaryFile), 'utf8')) : null;
      const result = await writeLocaleIndex(plan, {
        outDir,
        siteDir,
        tempDir: path.join(generatedFilesDir, SEARCH_PLUGIN_NAME, i18n.currentLocale),
        ...(glossary && {keywordsOf: (title: string) => japaneseKeywords(title, glossary)}),
      });
      const missing = result.missing > 0 ? ` (${result.missing} routes without a page file)` : '';
      console.log(
        `[search] ${i18n.currentLocale}: ${result.pages} pages indexed into ${result.files} files of ${path.relative(siteDir, result.indexDir)} in ${result.ms} ms${missing}`,
      );
    },
  };
}
