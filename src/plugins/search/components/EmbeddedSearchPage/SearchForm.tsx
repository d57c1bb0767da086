import {type ReactNode, useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {ALL_VERSIONS, type SearchQueryParams} from '../../client/useSearchQueryParams';
import type {DocsVersion} from '../../client/versionGroups';
import styles from './styles.module.css';

type Props = Pick<SearchQueryParams, 'query' | 'version' | 'update'> & {readonly versions: readonly DocsVersion[]};

/** The /search page's query box and docs version select; both write the page's address. */
export default function SearchForm({query, version, versions, update}: Props): ReactNode {
  const [input, setInput] = useState(query);
  const [inputQuery, setInputQuery] = useState(query);
  const inputId = useId();
  const versionId = useId();

  // The box follows the URL's query when it changes (typing, history); adjusted while rendering.
  if (query !== inputQuery) {
    setInputQuery(query);
    setInput(query);
  }

  return (
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
        <option value={ALL_VERSIONS}>{translate({id: 'search.page.allVersions', message: 'All versions'})}</option>
        {versions.map((v) => (
          <option key={v.name} value={v.name}>
            {v.label}
          </option>
        ))}
      </select>
    </form>
  );
}
