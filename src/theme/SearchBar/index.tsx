/**
 * Wraps the theme's SearchBar to pick the search engine by mode (see
 * config/search.ts): the stock Algolia DocSearch when the site is built with
 * Algolia credentials, otherwise the same DocSearch modal answered by the
 * embedded index, which needs no account and works offline.
 */
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EmbeddedSearchBar from '@site/src/components/EmbeddedSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'hosted' ? <SearchBar {...props} /> : <EmbeddedSearchBar />;
}
