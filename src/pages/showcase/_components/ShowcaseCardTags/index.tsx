import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {TagKey} from '@site/src/data/showcase';
import type {Tags} from '../useShowcaseTags';
import styles from './styles.module.css';

type Props = {
  readonly siteTags: readonly TagKey[];
  readonly tags: Tags;
};

/** The tags of a site: label and colour dot, a star for the favourites (descriptions: ShowcaseTagToggle). */
export default function ShowcaseCardTags({siteTags, tags}: Props): ReactNode {
  if (siteTags.length === 0) {
    return null;
  }
  return (
    <ul
      className={styles.tags}
      aria-label={translate({
        id: 'showcase.card.tags',
        message: 'Tags',
        description: 'Showcase card: accessible name of the list of tags of a site',
      })}>
      {siteTags.map((key) => {
        const tag = tags[key];
        return (
          // No title tooltip: the description is on the tag's filter toggle, once, not on 500 chips of the page.
          <li key={key} className={styles.tag}>
            {key === 'favorite' ? (
              <span className={styles.star} style={{color: tag.color}} aria-hidden="true">
                ★
              </span>
            ) : (
              <span className={styles.dot} style={{backgroundColor: tag.color}} aria-hidden="true" />
            )}
            {tag.label}
          </li>
        );
      })}
    </ul>
  );
}
