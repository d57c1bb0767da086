import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localizedDescription, type Site} from '@site/src/data/showcase';
import ShowcaseCardTags from '../ShowcaseCardTags';
import ShowcasePreview from '../ShowcasePreview';
import type {Tags} from '../useShowcaseTags';
import styles from './styles.module.css';

type Props = {
  readonly site: Site;
  readonly tags: Tags;
};

/**
 * One site of the showcase, as a list item: preview, linked title, source link, description and tags.
 * Its list (ShowcaseSection) hydrates it when it nears the viewport.
 */
function ShowcaseCard({site, tags}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <li className={styles.card}>
      <ShowcasePreview title={site.title} website={site.website} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.title}>
            <Link href={site.website}>{site.title}</Link>
          </Heading>
          {site.source !== null && (
            <Link
              className="button button--secondary button--sm"
              href={site.source}
              aria-label={translate(
                {
                  id: 'showcase.card.source.label',
                  message: 'Source of {title}',
                  description: 'Showcase card: accessible name of the link to the source code of a site',
                },
                {title: site.title},
              )}>
              <Translate id="showcase.card.source" description="Showcase card: link to the source code of a site">
                Source
              </Translate>
            </Link>
          )}
        </div>
        <p className={styles.description}>{localizedDescription(site, i18n.currentLocale)}</p>
      </div>
      <div className={styles.footer}>
        <ShowcaseCardTags siteTags={site.tags} tags={tags} />
      </div>
    </li>
  );
}

/** Memoised: typing in the search box re-renders the page, not the cards that stay. */
export default memo(ShowcaseCard);
