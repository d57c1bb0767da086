import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {showcaseSubmissionUrl} from '@site/src/data/site';
import styles from './styles.module.css';

/** Page title, introduction and the call to add a site. */
export default function ShowcaseHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        <Translate id="showcase.header.title" description="Showcase page: main heading">
          Docusaurus Site Showcase
        </Translate>
      </Heading>
      <p className={styles.intro}>
        <Translate id="showcase.header.intro" description="Showcase page: introduction under the main heading">
          Websites people build with Docusaurus: documentation, blogs, products and personal sites. Filter them by tag
          or search them by name to find ideas for your own site.
        </Translate>
      </p>
      <Link className="button button--primary button--lg" href={showcaseSubmissionUrl}>
        <Translate
          id="showcase.header.addSite"
          description="Showcase page: link to the discussion where people propose their site">
          Add your site
        </Translate>
      </Link>
    </header>
  );
}
