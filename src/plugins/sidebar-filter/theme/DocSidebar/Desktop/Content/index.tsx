import {type ReactNode, useMemo, useState} from 'react';
import Content from '@theme-init/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {filterSidebar} from '../../../../filterSidebar';
import {injectStyle} from '@site/src/components/injectStyle';
import {FILTER_STYLES} from './filterStyles';

if (typeof document !== 'undefined') injectStyle('sidebar-filter-styles', FILTER_STYLES);

/** Room for the box from the first paint: the sidebar does not move when it appears. */
const BOX_ROOM = {flex: 'none', height: '2.75rem', padding: '0.5rem 0.5rem 0'} as const;

/**
 * A box above the desktop docs sidebar that filters its items by title (../../../../filterSidebar.ts). The box
 * needs JavaScript, so it appears only once the page runs in the browser, in a space its empty container keeps
 * from the start (nothing moves when it appears); the server's sidebar is the whole one.
 */
export default function ContentWithFilter(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  // Filtered in the same render as the keystroke, not deferred: a Tab right after the last letter must land in the
  // list it filtered, not in the previous one that the new list then replaces under the focus.
  const items = useMemo(() => filterSidebar(props.sidebar, query), [props.sidebar, query]);
  const filtering = query.trim() !== '';
  return (
    <>
      <div style={BOX_ROOM}>
        {isBrowser && (
          <>
            <input
              type="search"
              className="sidebar-filter__input"
              aria-label={translate({
                id: 'sidebarFilter.label',
                message: 'Filter the sidebar by title',
                description: 'The label of the box that filters the docs sidebar',
              })}
              value={query}
              placeholder={translate({
                id: 'sidebarFilter.placeholder',
                message: 'Filter pages',
                description: 'The placeholder of the box that filters the docs sidebar',
              })}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setQuery('');
              }}
            />
          </>
        )}
      </div>
      {filtering && items.length === 0 && (
        <p className="sidebar-filter__empty" role="status">
          <Translate id="sidebarFilter.noMatch" description="Shown when no page of the sidebar matches the filter">
            No page title matches.
          </Translate>
        </p>
      )}
      {/* A new key when the filter changes: categories take their expanded state from the items when they mount. */}
      <Content {...props} key={filtering ? `filter:${query}` : 'all'} sidebar={items} />
    </>
  );
}
