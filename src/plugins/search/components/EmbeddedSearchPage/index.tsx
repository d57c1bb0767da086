import {type ReactNode, useEffect, useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {loadPagefind, searchPages, type PageMatch} from '../../client/engine';
import {useSectionLabelOf} from '../../client/useSearchConfig';
import {ALL_VERSIONS, useSearchQueryParams} from '../../client/useSearchQueryParams';
import SearchResult from './SearchResult';
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

/** The /search page answered by the embedded index: results grouped by page, with their matching sections. */
export default function EmbeddedSearchPage({indexUrl}: {indexUrl: string}): ReactNode {
  const sectionOf = useSectionLabelOf();
  const versions = useVersions(undefined);
  const {query, version, update} = useSearchQueryParams();
  const [input, setInput] = useState(query);
  const [inputQuery, setInputQuery] = useState(query);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const inputId = useId();
  const versionId = useId();

  // The box follows the URL's query when it changes (typing, history); adjusted while rendering.
  if (query !== inputQuery) {
    setInputQuery(query);
    setInput(query);
  }

  // Loading until the answer to this very request (query, version, index) arrives.
  const request = query.trim() ? JSON.stringify([indexUrl, query, version]) : null;
  const state: State =
    request === null ? {status: 'idle'} : answer?.request === request ? answer.state : {status: 'loading'};

  useEffect(() => {
    if (request === null) return undefined;
    let cancelled = false;
    const tags = version === ALL_VERSIONS ? undefined : [`docs-default-${version}`];
    loadPagefind(indexUrl)
      .then((engine) => searchPages(engine, query, {tags, limit: RESULTS_SHOWN}))
      .then(
        (result) => !cancelled && setAnswer({request, state: {status: 'done', ...result}}),
        () => !cancelled && setAnswer({request, state: {status: 'error'}}),
      );
    return () => {
      cancelled = true;
    };
  }, [request, query, version, indexUrl]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          className={styles.form}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({query: input});
          }}>
          <label htmlFor={inputId} className={styles.label}>
            <Translate id="search.page.inputLabel">Search for</Translate>
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={input}
            autoComplete="off"
            onChange={(e) => {
              setInput(e.target.value);
              update({query: e.target.value});
            }}
          />
          <label htmlFor={versionId} className={styles.label}>
            <Translate id="search.page.versionLabel">Documentation version</Translate>
          </label>
          <select
            id={versionId}
            className={styles.select}
            value={version}
            onChange={(e) => update({version: e.target.value})}>
            <option value={ALL_VERSIONS}>{translate({id: 'search.page.allContent', message: 'All content'})}</option>
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        </form>

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
            <ResultCount total={state.total} />
            {state.total === 0 && (
              <p>
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            )}
            <ol className={styles.results}>
              {state.pages.map(({id, data}) => (
                <SearchResult key={id} page={data} section={sectionOf(data.url)} />
              ))}
            </ol>
          </>
        )}
      </main>
    </Layout>
  );
}
