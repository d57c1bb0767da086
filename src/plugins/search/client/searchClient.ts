/**
 * A search client with the shape the DocSearch modal calls
 * (`search({requests})` → `{results}`), answered by the embedded index.
 */
import {algoliaResponse, tagsFromFacetFilters, toDocSearchHits} from './hits';
import {loadPagefind, searchPages} from './engine';

type SearchRequest = {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  facetFilters?: unknown;
  params?: Record<string, unknown>;
};

/** Pages shown in the modal for one query (each brings its best headings). */
const PAGES_PER_QUERY = 6;

/**
 * The error for an index that cannot be fetched, named RetryError like the
 * one the Algolia client throws when no host answers: DocSearch treats that
 * name as a network failure, and ./failureTracking.ts turns it into
 * the "Unable to fetch results" screen.
 */
export function unreachableIndexError(cause: unknown): Error {
  const error = new Error('The search index could not be loaded.', {cause});
  error.name = 'RetryError';
  return error;
}

export type EmbeddedSearchClient = {
  search(args: {requests: SearchRequest[]}): Promise<{results: ReturnType<typeof algoliaResponse>[]}>;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
  transporter: {headers: Record<string, string>; queryParameters: Record<string, string>};
  appId: string;
};

export type EmbeddedSearchClientOptions = {
  /** Where the locale's index is served (global data). */
  readonly indexUrl: string;
  /** The site origin: hits carry absolute URLs. */
  readonly origin: string;
  /** A page URL → the label of its section. */
  readonly sectionOf: (url: string) => string;
};

export function createEmbeddedSearchClient({
  indexUrl,
  origin,
  sectionOf,
}: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    transporter: {headers: {}, queryParameters: {}},
    addAlgoliaAgent() {},
    async clearCache() {},
    async search({requests}) {
      const engine = await loadPagefind(indexUrl).catch((error: unknown) => {
        throw unreachableIndexError(error);
      });
      const results = await Promise.all(
        requests.map(async (request) => {
          const params = {...request.params, ...request};
          const query = String(params.query ?? '').trim();
          const indexName = String(params.indexName ?? 'embedded');
          if (!query) return algoliaResponse([], 0, query, indexName);
          const tags = tagsFromFacetFilters(params.facetFilters);
          const {total, pages} = await searchPages(engine, query, {tags, limit: PAGES_PER_QUERY}).catch(
            (error: unknown) => {
              throw unreachableIndexError(error);
            },
          );
          const hits = pages.flatMap((p) => toDocSearchHits(p.data, {origin, query, sectionOf}));
          return algoliaResponse(hits, total, query, indexName);
        }),
      );
      return {results};
    },
  };
}
