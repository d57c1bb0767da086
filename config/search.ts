import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchPluginOptions} from '../src/plugins/search/options';

/**
 * Search runs in one of two modes, chosen at build time (src/plugins/search):
 * - hosted: Algolia DocSearch, when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only)
 *   and ALGOLIA_INDEX_NAME are set (Ask AI too when ALGOLIA_ASSISTANT_ID is);
 * - embedded (default): a Pagefind index built from the site's own pages,
 *   served with the site, answering the same DocSearch modal offline.
 * The plugin's other options (which routes are what) are in config/plugins.ts.
 */
const {ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_ASSISTANT_ID} = process.env;

const hosted = Boolean(ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME);

export const searchModeOptions: Pick<SearchPluginOptions, 'mode'> = {mode: hosted ? 'hosted' : 'embedded'};

/** The /search page's path, below each locale's base URL. */
export const searchPagePath = 'search';

/**
 * The theme (and its /search route) is loaded only when `algolia` is set. In
 * embedded mode the credentials are placeholders that nothing ever sends:
 * the search plugin's SearchBar and SearchPage use the local index instead.
 */
export const algolia: NonNullable<UserThemeConfig['algolia']> = hosted
  ? {
      appId: ALGOLIA_APP_ID!,
      apiKey: ALGOLIA_API_KEY!,
      indexName: ALGOLIA_INDEX_NAME!,
      contextualSearch: true,
      searchPagePath,
      ...(ALGOLIA_ASSISTANT_ID && {askAi: ALGOLIA_ASSISTANT_ID}),
    }
  : {
      appId: 'EMBEDDED',
      apiKey: 'embedded-search-no-network',
      indexName: 'docusaurus-embedded',
      contextualSearch: true,
      searchPagePath,
    };
