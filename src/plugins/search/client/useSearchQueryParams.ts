import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The version select's value for "every version". */
export const ALL_VERSIONS = 'all';

export type SearchQueryParams = {
  readonly query: string;
  readonly version: string;
  update(next: {query?: string; version?: string}): void;
};

/** The /search page's state in its URL (`?q=…&version=…`), so a search can be linked and reloaded. */
export function useSearchQueryParams(): SearchQueryParams {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const version = params.get('version') ?? ALL_VERSIONS;
  const update = (next: {query?: string; version?: string}) => {
    const search = new URLSearchParams(location.search);
    const q = next.query ?? query;
    const v = next.version ?? version;
    if (q) search.set('q', q);
    else search.delete('q');
    if (v !== ALL_VERSIONS) search.set('version', v);
    else search.delete('version');
    history.replace({...location, search: search.toString() ? `?${search}` : ''});
  };
  return {query, version, update};
}
