import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PageMatch} from '../../client/engine';
import styles from './styles.module.css';

/** One page of the /search results: its section, title, excerpt and up to three matching headings. */
export default function SearchResult({page, section}: {page: PageMatch['data']; section: string}): ReactNode {
  const headings = (page.sub_results ?? []).filter((s) => s.anchor).slice(0, 3);
  return (
    <li className={styles.result}>
      <p className={styles.section}>{section}</p>
      <Heading as="h2" className={styles.title}>
        <Link to={page.url}>{page.meta.title ?? page.url}</Link>
      </Heading>
      {/* Pagefind escapes page text and only adds <mark> around matches. */}
      <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: page.excerpt}} />
      {headings.length > 0 && (
        <ul className={styles.sections}>
          {headings.map((s) => (
            <li key={s.url}>
              <Link to={s.url}>{s.title}</Link>
              <span className={styles.subExcerpt} dangerouslySetInnerHTML={{__html: ` — ${s.excerpt}`}} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
