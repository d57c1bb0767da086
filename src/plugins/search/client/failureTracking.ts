/**
 * DocSearch 4.7 has an error screen ("Unable to fetch results") for a search
 * client that rejects with an error named `RetryError`, but the autocomplete
 * core it runs on sets its status back to "idle" once the request settles, so
 * the modal shows "No results" instead. These helpers let the site notice
 * such failures itself and show that screen (../components/SearchErrorScreen).
 */

/** What the Algolia client throws when no host answers; the embedded client throws the same. */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}

/** Called after each search: the query that could not be answered, or null once a search succeeds. */
export type SearchFailureListener = (failedQuery: string | null) => void;

type SearchRequest = {query?: unknown; params?: {query?: unknown}};

/** The query text of a DocSearch `search()` call (`{requests: [{query}]}`). */
export function queryOfSearchCall(args: unknown): string {
  const requests: unknown = Array.isArray(args) ? args : (args as {requests?: unknown} | undefined)?.requests;
  const first = (Array.isArray(requests) ? requests[0] : undefined) as SearchRequest | undefined;
  return String(first?.query ?? first?.params?.query ?? '').trim();
}

/**
 * A copy of `client` whose `search` reports to `listener`: the query when the
 * search rejects as unreachable, null when it succeeds. Errors still reject,
 * the way DocSearch expects them.
 */
export function trackSearchFailures<C extends {search: (...args: never[]) => Promise<unknown>}>(
  client: C,
  listener: SearchFailureListener,
): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...client,
    async search(...args: unknown[]) {
      try {
        const response = await search(...args);
        listener(null);
        return response;
      } catch (error) {
        if (isUnreachableError(error)) listener(queryOfSearchCall(args[0]));
        throw error;
      }
    },
  };
}
