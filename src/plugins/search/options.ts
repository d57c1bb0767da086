/**
 * The search plugin's options and the global data it gives its client. Types
 * only: shared by the plugin (Node), the client and config/.
 */

/**
 * - `hosted`: Algolia DocSearch (theme-search-algolia's own components);
 * - `embedded`: a Pagefind index of the site's own pages, answering the same modal.
 */
export type SearchMode = 'hosted' | 'embedded';

/** The groups hits are shown under; each has a translated label (client/sectionLabels.ts). */
export type SectionId = 'docs' | 'api' | 'releaseNotes' | 'blog' | 'changelog' | 'community' | 'pages';

/**
 * Routes of one content plugin instance, relative to the locale's base URL.
 * A path matches `p` when it is `p` or lies below `p/`.
 */
export type RouteRule = {
  /** The instance's `routeBasePath` (`docs`, `/tests/docs`; `/` for the whole site). */
  readonly routeBasePath: string;
  /** Path segments right after the base path that name a docs version (`next`, `3.8.1`); the `paths` apply below each. */
  readonly versionPaths?: readonly string[];
  /** Only these paths below the base path (and version), when set. */
  readonly paths?: readonly string[];
};

export type SectionRule = RouteRule & {readonly section: SectionId};

export type SearchPluginOptions = {
  readonly mode: SearchMode;
  /** Which section a page's hits are shown under: the first matching rule; `pages` when none matches. */
  readonly sections: readonly SectionRule[];
  /** Pages never indexed: fixtures, debug pages, the search and 404 pages, list pages that repeat posts. */
  readonly excludedRoutes: readonly RouteRule[];
  /** The locale's popular pages (their titles), suggested as queries when a search finds nothing (embedded mode). */
  readonly suggestedQueries: readonly string[];
  /**
   * Per locale, a style guide whose glossary gives the words readers type for a page's terms
   * (indexer/japaneseTerms.ts), relative to the site: `{ja: 'i18n/ja/STYLE.md'}`.
   */
  readonly glossaries?: Readonly<Record<string, string>>;
};

/**
 * What the client reads with `usePluginData(SEARCH_PLUGIN_NAME)`; `indexUrl`
 * is where this locale's Pagefind index is served (`/ja/pagefind/`).
 */
export type SearchGlobalData = {
  readonly sections: readonly SectionRule[];
  readonly suggestedQueries: readonly string[];
} & ({readonly mode: 'hosted'; readonly indexUrl: null} | {readonly mode: 'embedded'; readonly indexUrl: string});

export const SEARCH_PLUGIN_NAME = 'search';
