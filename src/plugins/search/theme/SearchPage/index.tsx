/**
 * The /search page by mode (the plugin's global data). theme-search-algolia's
 * page creates its own Algolia client, so in embedded mode the page is
 * rendered from the local index instead.
 */
import type {ReactNode} from 'react';
import AlgoliaSearchPage from '@search-hosted/SearchPage';
import EmbeddedSearchPage from '../../components/EmbeddedSearchPage';
import {useSearchConfig} from '../../client/useSearchConfig';

export default function SearchPage(): ReactNode {
  const config = useSearchConfig();
  return config.mode === 'hosted' ? <AlgoliaSearchPage /> : <EmbeddedSearchPage indexUrl={config.indexUrl} />;
}
