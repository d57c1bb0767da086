import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';

/**
 * Search runs in one of two modes, chosen at build time:
 * - hosted: Algolia DocSearch, when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only)
 *   and ALGOLIA_INDEX_NAME are set (Ask AI too when ALGOLIA_ASSISTANT_ID is);
 * - embedded (default): a Pagefind index built from the site's own pages,
 *   served with the site, answering the same DocSearch modal offline.
 */
export type SearchMode = 'hosted' | 'embedded';

const {ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_ASSISTANT_ID} = process.env;

export const searchMode: SearchMode = ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME ? 'hosted' : 'embedded';

/**
 * The theme (and its /search route) is loaded only when `algolia` is set. In
 * embedded mode the credentials are placeholders that nothing ever sends:
 * the SearchBar and SearchPage wrappers use the local index instead.
 */
export const algolia: NonNullable<UserThemeConfig['algolia']> =
  searchMode === 'hosted'
    ? {
        appId: ALGOLIA_APP_ID!,
        apiKey: ALGOLIA_API_KEY!,
        indexName: ALGOLIA_INDEX_NAME!,
        contextualSearch: true,
        searchPagePath: 'search',
        ...(ALGOLIA_ASSISTANT_ID && {askAi: ALGOLIA_ASSISTANT_ID}),
      }
    : {
        appId: 'EMBEDDED',
        apiKey: 'embedded-search-no-network',
        indexName: 'docusaurus-embedded',
        contextualSearch: true,
        searchPagePath: 'search',
      };
