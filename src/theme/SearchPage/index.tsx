/**
 * Wraps the theme's /search page to pick the engine by mode (see
 * config/search.ts). The original page creates its own Algolia client, so in
 * embedded mode the page is rendered from the local index instead.
 */
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EmbeddedSearchPage from '@site/src/components/EmbeddedSearchPage';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'hosted' ? <SearchPage /> : <EmbeddedSearchPage />;
}
