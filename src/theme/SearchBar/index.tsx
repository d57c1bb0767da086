/**
 * Wraps the theme's SearchBar to pick the search engine by mode (see
 * config/search.ts): the stock Algolia DocSearch when the site is built with
 * Algolia credentials, otherwise the same DocSearch modal answered by the
 * embedded index, which needs no account and works offline. In both modes an
 * unreachable service shows the "Unable to fetch results" screen.
 */
import {type ReactNode, useCallback, useState} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EmbeddedSearchBar from '@site/src/components/EmbeddedSearchBar';
import SearchErrorScreen from '@site/src/components/SearchErrorScreen';
import {trackSearchFailures} from '@site/src/search/failureTracking';

type Props = WrapperProps<typeof SearchBarType>;

type AlgoliaClient = {addAlgoliaAgent(segment: string, version?: string): void; search: (...args: never[]) => Promise<unknown>};

function HostedSearchBar(props: Props): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  // Replaces the theme's own transform, which only adds this agent.
  const transformSearchClient = useCallback(
    (client: AlgoliaClient) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return trackSearchFailures(client, setFailedQuery);
    },
    [siteMetadata.docusaurusVersion],
  );
  const forgetFailure = useCallback(() => setFailedQuery(null), []);
  const searchBarProps = {...props, transformSearchClient} as Props;
  return (
    <>
      <SearchBar {...searchBarProps} />
      <SearchErrorScreen failedQuery={failedQuery} onClosed={forgetFailure} />
    </>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'hosted' ? <HostedSearchBar {...props} /> : <EmbeddedSearchBar />;
}
