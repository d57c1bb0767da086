/**
 * The /search page by mode (the plugin's global data). theme-search-algolia's
 * page creates its own Algolia client, so in embedded mode the page is
 * rendered from the local index instead.
 */
import {type ReactNode, useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import AlgoliaSearchPage from '@search-hosted/SearchPage';
import EmbeddedSearchPage from '../../components/EmbeddedSearchPage';
import {useSearchConfig} from '../../client/useSearchConfig';
import {highlightTerms, withHighlight} from '../../highlight/terms';

/**
 * theme-search-algolia's page links its results without the query: a click on one opens it with the query's terms
 * in the address, to be highlighted there (../../highlight), as the embedded page's links do.
 */
function HostedSearchPage(): ReactNode {
  const history = useHistory();
  useEffect(() => {
    const openWithTerms = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('main article a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.origin !== window.location.origin)
        return;
      const terms = highlightTerms(new URLSearchParams(window.location.search).get('q') ?? '');
      if (terms.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      history.push(withHighlight(`${link.pathname}${link.search}${link.hash}`, terms));
    };
    document.addEventListener('click', openWithTerms, true);
    return () => document.removeEventListener('click', openWithTerms, true);
  }, [history]);
  return <AlgoliaSearchPage />;
}

export default function SearchPage(): ReactNode {
  const config = useSearchConfig();
  return config.mode === 'hosted' ? <HostedSearchPage /> : <EmbeddedSearchPage indexUrl={config.indexUrl} />;
}
