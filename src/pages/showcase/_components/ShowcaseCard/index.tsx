import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import IdealImage from '@theme/IdealImage';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localizedDescription, type Site} from '@site/src/data/showcase';
import {previewImage} from '@site/src/data/showcase/previews';
import ShowcaseCardTags from '../ShowcaseCardTags';
import type {Tags} from '../useShowcaseTags';
import styles from './styles.module.css';

/** Size of the preview images (scripts/make-showcase-previews.mjs), reserved before they load. */
const PREVIEW_WIDTH = 1030;
const PREVIEW_HEIGHT = 580;

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
      <div className={styles.preview}>
        {/* Decorative: the preview repeats the title, domain and tags given as text below. */}
        <IdealImage img={previewImage(site.preview)} alt="" width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} />
      </div>
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
