import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {tagKeys, type TagKey} from '@site/src/data/showcase';
import {parseShowcaseQuery, serializeShowcaseQuery, type ShowcaseQuery} from './showcaseQuery';

export type Query = ShowcaseQuery<TagKey>;

/** Writes new filters to the URL: a history entry, or a replacement of the current one (`replace`). */
export type SetQuery = (next: Query, options?: {readonly replace?: boolean}) => void;

/**
 * The showcase filters, held in the URL query so that a filtered view can be
 * shared and survives a reload. The server renders without a query and the
 * first client render (hydration) must match it, so the URL is only read once
 * the page is interactive (`useIsBrowser`).
 */
export function useShowcaseQuery(): [Query, SetQuery] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const query = useMemo(() => parseShowcaseQuery(search, tagKeys), [search]);

  const setQuery = useCallback<SetQuery>(
    (next, {replace = false} = {}) => {
      // history.location is always current; the rendered location lags while Docusaurus preloads.
      const current = history.location;
      const nextSearch = serializeShowcaseQuery(next, current.search);
      if (nextSearch === current.search || (nextSearch === '' && current.search === '?')) {
        return;
      }
      const target = {pathname: current.pathname, search: nextSearch, hash: current.hash};
      if (replace) {
        history.replace(target);
      } else {
        history.push(target);
      }
    },
    [history],
  );

  return [query, setQuery];
}
