import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import type {PageMatch} from '../../client/engine';
import {withHighlight} from '../../highlight/terms';
import styles from './styles.module.css';

type Props = {
  readonly page: PageMatch['data'];
  readonly section: string;
  /** The docs version of the page shown, when the search covers several. */
  readonly version?: string;
  /** The same page in the other versions the search found. */
  readonly otherVersions: readonly {readonly label: string; readonly url: string}[];
  /** The query's terms, highlighted on the page a link opens. */
  readonly terms: readonly string[];
};

/**
 * One page of the /search results: its section (and docs version), title, excerpt, up to three matching headings,
 * and the other versions of the page.
 */
export default function SearchResult({page, section, version, otherVersions, terms}: Props): ReactNode {
  const headings = (page.sub_results ?? []).filter((s) => s.anchor).slice(0, 3);
  return (
    <li className={styles.result}>
      <p className={styles.section}>
        {section}
        {version && <span className={styles.version}>{version}</span>}
      </p>
      <Heading as="h2" className={styles.title}>
        <Link to={withHighlight(page.url, terms)}>{page.meta.title ?? page.url}</Link>
      </Heading>
      {/* Pagefind escapes page text and only adds <mark> around matches. */}
      <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: page.excerpt}} />
      {headings.length > 0 && (
        <ul className={styles.sections}>
          {headings.map((s) => (
            <li key={s.url}>
              <Link to={withHighlight(s.url, terms)}>{s.title}</Link>
              <span className={styles.subExcerpt} dangerouslySetInnerHTML={{__html: ` — ${s.excerpt}`}} />
            </li>
          ))}
        </ul>
      )}
      {otherVersions.length > 0 && (
        <p className={styles.otherVersions}>
          <Translate
            id="search.page.otherVersions"
            description="Before the links to the same page in other docs versions; {versions} is the list of links"
            values={{
              // One element: Translate's interpolation prints an array of elements as "[object Object]".
              versions: (
                <>
                  {otherVersions.map((other, i) => (
                    <span key={other.url}>
                      {i > 0 && ', '}
                      <Link to={withHighlight(other.url, terms)}>{other.label}</Link>
                    </span>
                  ))}
                </>
              ),
            }}>
            {'Also in: {versions}'}
          </Translate>
        </p>
      )}
    </li>
  );
}
