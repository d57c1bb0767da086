import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {tagKeys, type TagKey} from '@site/src/data/showcase';
import {emptyShowcaseQuery, toggleTag} from '../showcaseQuery';
import ShowcaseTagToggle from '../ShowcaseTagToggle';
import ShowcaseOperatorToggle from '../ShowcaseOperatorToggle';
import ShowcaseSearch from '../ShowcaseSearch';
import ShowcaseResultCount from '../ShowcaseResultCount';
import type {Query, SetQuery} from '../useShowcaseQuery';
import type {Tags} from '../useShowcaseTags';
import styles from './styles.module.css';

type Props = {
  readonly query: Query;
  readonly setQuery: SetQuery;
  readonly tags: Tags;
  /** Number of sites the filters let through. */
  readonly count: number;
};

/** The filter controls: tag toggles, tag operator, name search, "Clear all" and the result count. */
export default function ShowcaseFilters({query, setQuery, tags, count}: Props): ReactNode {
  const onToggle = (key: TagKey) => setQuery({...query, tags: toggleTag(query.tags, key)});
  return (
    <section className={styles.filters} aria-labelledby="showcase-filters-title">
      <div className={styles.heading}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- its id labels the section: Heading would add a hash link to it, and to the section's name */}
        <h2 id="showcase-filters-title" className={styles.title}>
          <Translate id="showcase.filters.title" description="Showcase page: heading of the filters section">
            Filters
          </Translate>
        </h2>
        <ShowcaseResultCount count={count} />
      </div>
      <fieldset className={styles.tags}>
        <legend className={styles.legend}>
          <Translate
            id="showcase.filters.tags.legend"
            description="Showcase filters: label of the group of tag buttons">
            Tags
          </Translate>
        </legend>
        <ul className={styles.tagList}>
          {tagKeys.map((key) => (
            <li key={key}>
              <ShowcaseTagToggle tagKey={key} tag={tags[key]} pressed={query.tags.includes(key)} onToggle={onToggle} />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.controls}>
        <ShowcaseOperatorToggle operator={query.operator} onChange={(operator) => setQuery({...query, operator})} />
        <ShowcaseSearch name={query.name} onChange={(name) => setQuery({...query, name}, {replace: true})} />
        <button type="button" className="button button--secondary" onClick={() => setQuery(emptyShowcaseQuery)}>
          <Translate id="showcase.filters.clear" description="Showcase filters: button that removes every filter">
            Clear all
          </Translate>
        </button>
      </div>
    </section>
  );
}
