/**
 * Picks the search engine by mode (the plugin's global data): Algolia
 * DocSearch through theme-search-algolia's own SearchBar when the site is
 * built with Algolia credentials, otherwise the same DocSearch modal answered
 * by the embedded index, which needs no account and works offline. In both
 * modes an unreachable service shows the "Unable to fetch results" screen.
 */
import {type ReactNode, useCallback, useState} from 'react';
// theme-search-algolia's SearchBar (themeAliases.ts: `@theme-init/SearchBar` is theme-classic's placeholder).
import AlgoliaSearchBar from '@search-hosted/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EmbeddedSearchBar from '../../components/EmbeddedSearchBar';
import SearchErrorScreen from '../../components/SearchErrorScreen';
import NoResultsHelp from '../../components/NoResultsHelp/Lazy';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {matchedWords, withHighlight} from '../../highlight/terms';
import {trackSearchFailures} from '../../client/failureTracking';
import {useSearchConfig} from '../../client/useSearchConfig';

type Props = WrapperProps<typeof SearchBarType>;

type AlgoliaClient = {
  addAlgoliaAgent(segment: string, version?: string): void;
  search: (...args: never[]) => Promise<unknown>;
};

function HostedSearchBar(props: Props): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const {suggestedQueries} = useSearchConfig();
  const {indexName} = useAlgoliaThemeConfig().algolia;
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  // The modal makes its search client when it opens: from then on, its no-results screen is watched.
  const [opened, setOpened] = useState(false);
  // Replaces the theme's own transform, which only adds this agent.
  const transformSearchClient = useCallback(
    (client: AlgoliaClient) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // Called while the modal renders: the state changes after that render.
      queueMicrotask(() => setOpened(true));
      return trackSearchFailures(client, setFailedQuery);
    },
    [siteMetadata.docusaurusVersion],
  );
  const forgetFailure = useCallback(() => setFailedQuery(null), []);
  // The theme's own transform (its URL processing), plus the matched words to highlight on the page.
  const processUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    (items: (Parameters<typeof matchedWords>[0] & {url: string})[]) =>
      items.map((item) => ({...item, url: withHighlight(processUrl(item.url), matchedWords(item))})),
    [processUrl],
  );
  const searchBarProps = {...props, transformSearchClient, transformItems} as Props;
  return (
    <>
      <AlgoliaSearchBar {...searchBarProps} />
      <SearchErrorScreen failedQuery={failedQuery} onClosed={forgetFailure} />
      {opened && (
        <NoResultsHelp popular={suggestedQueries} recentSearchesKey={`__DOCSEARCH_RECENT_SEARCHES__${indexName}`} />
      )}
    </>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const config = useSearchConfig();
  return config.mode === 'hosted' ? (
    <HostedSearchBar {...props} />
  ) : (
    <EmbeddedSearchBar indexUrl={config.indexUrl} suggestedQueries={config.suggestedQueries} />
  );
}
