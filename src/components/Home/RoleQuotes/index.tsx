import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {getRoleQuotes, type RoleQuote} from '@site/src/data/quotes';
import styles from './styles.module.css';

const SECTION_TITLE_ID = 'home-roles-title';

function RoleCard({title, text}: Pick<RoleQuote, 'title' | 'text'>): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        {title}
      </Heading>
      <p className={styles.cardText}>{text}</p>
    </li>
  );
}

/** "Made for every role": what the site generator offers each kind of team member. */
export default function RoleQuotes(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={SECTION_TITLE_ID}>
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- its id labels the section: Heading would add a hash link to it, and to the section's name */}
        <h2 id={SECTION_TITLE_ID} className={styles.title}>
          <Translate id="home.roles.title" description="Home page: title of the section with one card per role">
            Made for every role
          </Translate>
        </h2>
        <p className={styles.lead}>
          <Translate
            id="home.roles.lead"
            description="Home page: short introduction under the title of the section with one card per role">
            Whoever writes, builds or ships your docs, Docusaurus fits the way they work.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {getRoleQuotes().map(({id, title, text}) => (
            <RoleCard key={id} title={title} text={text} />
          ))}
        </ul>
      </div>
    </section>
  );
}
