import {type ReactNode, useDeferredValue, useId, useMemo, useState} from 'react';
import Content from '@theme-init/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {filterSidebar} from '../../../../filterSidebar';
import styles from './styles.module.css';

/**
 * A box above the desktop docs sidebar that filters its items by title (../../../../filterSidebar.ts). The box
 * needs JavaScript, so it appears only once the page runs in the browser, in a space its empty container keeps
 * from the start (nothing moves when it appears); the server's sidebar is the whole one.
 */
export default function ContentWithFilter(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const items = useMemo(() => filterSidebar(props.sidebar, deferredQuery), [props.sidebar, deferredQuery]);
  const filtering = deferredQuery.trim() !== '';
  return (
    <>
      <div className={styles.filter}>
        {isBrowser && (
          <>
            <label htmlFor={inputId} className={styles.visuallyHidden}>
              <Translate id="sidebarFilter.label" description="The label of the box that filters the docs sidebar">
                Filter the sidebar by title
              </Translate>
            </label>
            <input
              id={inputId}
              type="search"
              className={styles.input}
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
        <p className={styles.empty} role="status">
          <Translate id="sidebarFilter.noMatch" description="Shown when no page of the sidebar matches the filter">
            No page title matches.
          </Translate>
        </p>
      )}
      {/* A new key when the filter changes: categories take their expanded state from the items when they mount. */}
      <Content {...props} key={filtering ? `filter:${deferredQuery}` : 'all'} sidebar={items} />
    </>
  );
}
