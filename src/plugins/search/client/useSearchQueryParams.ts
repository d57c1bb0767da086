import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The version select's value for "every version". */
export const ALL_VERSIONS = 'all';

export type SearchQueryParams = {
  readonly query: string;
  /** The docs version searched: the URL's, else `defaultVersion`. */
  readonly version: string;
  update(next: {query?: string; version?: string}): void;
};

/**
 * The /search page's state in its URL (`?q=…&version=…`), so a search can be linked and reloaded. Without a
 * version in the URL, the page searches `defaultVersion` (the reader's); a version chosen is written there.
 */
export function useSearchQueryParams(defaultVersion: string): SearchQueryParams {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const version = params.get('version') ?? defaultVersion;
  const update = (next: {query?: string; version?: string}) => {
    const search = new URLSearchParams(location.search);
    const q = next.query ?? query;
    if (q) search.set('q', q);
    else search.delete('q');
    if (next.version !== undefined) search.set('version', next.version);
    history.replace({...location, search: search.toString() ? `?${search}` : ''});
  };
  return {query, version, update};
}
