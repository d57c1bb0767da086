import {type ReactNode, useMemo, useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {loadPagefind, searchPages, type PageMatch} from '../../client/engine';
import {useSectionLabelOf} from '../../client/useSearchConfig';
import {ALL_VERSIONS, useSearchQueryParams} from '../../client/useSearchQueryParams';
import {useReaderVersions} from '../../client/useReaderVersion';
import {groupVersions} from '../../client/versionGroups';
import SearchResult from './SearchResult';
import SearchForm from './SearchForm';
import {highlightTerms} from '../../highlight/terms';
import styles from './styles.module.css';

const RESULTS_SHOWN = 50;

type State =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; total: number; pages: PageMatch[]};

/** The outcome of one search, for the request it answers. */
type Answer = {request: string; state: Extract<State, {status: 'error' | 'done'}>};

function ResultCount({total}: {total: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <p className={styles.count} role="status">
      {selectMessage(
        total,
        translate(
          {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
          {count: total},
        ),
      )}
    </p>
  );
}

/** The page's title: the query, read from the address (the rest of the page needs the layout's providers). */
function useTitle(): string {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const query = new URLSearchParams(isBrowser ? search : '').get('q') ?? '';
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** The /search page answered by the embedded index: results grouped by page, with their matching sections. */
export default function EmbeddedSearchPage({indexUrl}: {indexUrl: string}): ReactNode {
  const title = useTitle();
  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <SearchPageBody indexUrl={indexUrl} />
      </main>
    </Layout>
  );
}

/** The form and the results, inside the layout (the reader's docs version comes from its providers). */
function SearchPageBody({indexUrl}: {indexUrl: string}): ReactNode {
  const sectionOf = useSectionLabelOf();
  const {versions, readerVersion, tagsOf} = useReaderVersions();
  const {query, version, update} = useSearchQueryParams(readerVersion);
  const [answer, setAnswer] = useState<Answer | null>(null);

  // Loading until the answer to this very request (query, version, index) arrives.
  const request = query.trim() ? JSON.stringify([indexUrl, query, version]) : null;
  const state: State = useMemo(
    () => (request === null ? {status: 'idle'} : answer?.request === request ? answer.state : {status: 'loading'}),
    [request, answer],
  );

  useEffect(() => {
    if (request === null) return undefined;
    let cancelled = false;
    const tags = version === ALL_VERSIONS ? undefined : tagsOf(version);
    loadPagefind(indexUrl)
      .then((engine) => searchPages(engine, query, {tags, limit: RESULTS_SHOWN}))
      .then(
        (result) => !cancelled && setAnswer({request, state: {status: 'done', ...result}}),
        () => !cancelled && setAnswer({request, state: {status: 'error'}}),
      );
    return () => {
      cancelled = true;
    };
    // tagsOf is derived from the version: the request covers it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, query, version, indexUrl]);

  const terms = useMemo(() => highlightTerms(query), [query]);
  // The versions of one page are one result, shown in the reader's version (all versions searched).
  const results = useMemo(
    () => (state.status === 'done' ? groupVersions(state.pages, (p) => p.data.url, versions, readerVersion) : []),
    [state, versions, readerVersion],
  );
  return (
    <>
      <SearchForm query={query} version={version} versions={versions} update={update} />

      {state.status === 'loading' && (
        <p role="status">
          <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          <Translate id="search.page.error">
            The search index could not be loaded. Check your network connection and try again.
          </Translate>
        </p>
      )}
      {state.status === 'done' && (
        <>
          {/* Pages, not versions: the versions merged among those fetched are not counted again. */}
          <ResultCount total={state.total - (state.pages.length - results.length)} />
          {results.length === 0 && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
            </p>
          )}
          <ol className={styles.results}>
            {results.map(({item, version: shown, others}) => (
              <SearchResult
                key={item.id}
                page={item.data}
                section={sectionOf(item.data.url)}
                version={version === ALL_VERSIONS ? shown?.label : undefined}
                otherVersions={others.map((o) => ({label: o.version.label, url: o.item.data.url}))}
                terms={terms}
              />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
