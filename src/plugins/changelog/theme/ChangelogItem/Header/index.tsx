import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

/** Version, release date and committers of one changelog entry. */
export default function ChangelogItemHeader(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {title, permalink, date, authors} = metadata;
  const day = date.slice(0, 10);
  return (
    <header className={styles.header}>
      <Heading as={isBlogPostPage ? 'h1' : 'h2'} className={styles.title}>
        {isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}
      </Heading>
      <p className={styles.meta}>
        <Translate id="changelog.releasedOn" values={{date: <time dateTime={day}>{day}</time>}}>
          {'Released on {date}'}
        </Translate>
        {authors.length > 0 && (
          <>
            {' · '}
            <Translate id="changelog.committers">Committers:</Translate>{' '}
            {authors.map((author, i) => (
              <span key={author.key ?? author.name}>
                {i > 0 && ', '}
                {author.url ? <Link href={author.url}>@{author.name}</Link> : `@${author.name}`}
              </span>
            ))}
          </>
        )}
      </p>
    </header>
  );
}
