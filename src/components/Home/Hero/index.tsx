import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DinosaurReading from './dinosaurReading.svg';
import styles from './styles.module.css';

const HERO_TITLE_ID = 'home-hero-title';

/**
 * The site tagline in the current locale. Its message comes from the config,
 * so `write-translations` cannot extract it (it warns): the `homepage.tagline`
 * entry of each locale's `code.json` is written by hand.
 */
export function useTranslatedTagline(): string {
  const {siteConfig} = useDocusaurusContext();
  // eslint-disable-next-line @docusaurus/string-literal-i18n-messages -- one source for the tagline: the config's (see above)
  return translate({
    id: 'homepage.tagline',
    message: siteConfig.tagline,
    description: 'The tagline of the site, shown under the title on the home page',
  });
}

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const tagline = useTranslatedTagline();
  return (
    <section className={styles.hero} aria-labelledby={HERO_TITLE_ID}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- its id labels the section, and Heading drops the id of an h1 */}
          <h1 id={HERO_TITLE_ID} className={styles.title}>
            {siteConfig.title}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs">
              <Translate id="home.hero.getStarted" description="Home page: call to action that opens the documentation">
                Get started
              </Translate>
            </Link>
            <Link className="button button--secondary button--lg" href="https://docusaurus.new">
              <Translate
                id="home.hero.tryDemo"
                description="Home page: call to action that opens an online demo project">
                Try a demo
              </Translate>
              <svg
                className={styles.externalIcon}
                width={14}
                height={14}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false">
                <path
                  d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={styles.visuallyHidden}>
                {' '}
                <Translate
                  id="home.hero.opensInNewTab"
                  description="Home page: hidden hint read by screen readers after a link that opens in a new tab">
                  (opens in a new tab)
                </Translate>
              </span>
            </Link>
          </div>
        </div>
        <DinosaurReading
          className={styles.illustration}
          role="img"
          aria-label={translate({
            id: 'home.hero.illustration',
            message: 'A friendly green dinosaur reading an open book in front of a documentation page',
            description: 'Home page: text alternative of the hero illustration',
          })}
        />
      </div>
    </section>
  );
}
