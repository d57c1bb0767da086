import {useCallback, type ReactNode} from 'react';
import HydrateListOnView from '@site/src/components/HydrateListOnView';
import type {Site} from '@site/src/data/showcase';
import ShowcaseCard from '../ShowcaseCard';
import type {Tags} from '../useShowcaseTags';
import styles from './styles.module.css';

type Props = {
  /** Id of the heading, unique on the page. */
  readonly id: string;
  readonly title: ReactNode;
  readonly sites: readonly Site[];
  readonly tags: Tags;
  /** Shown instead of the list when there is no site. */
  readonly empty?: ReactNode;
};

/** Titles are unique (src/data/showcase/showcase.test.ts). */
const siteKey = (site: Site): string => site.title;

/** A titled list of site cards, each hydrated when it nears the viewport. */
export default function ShowcaseSection({id, title, sites, tags, empty}: Props): ReactNode {
  const renderCard = useCallback((site: Site) => <ShowcaseCard site={site} tags={tags} />, [tags]);
  return (
    <section className={styles.section} aria-labelledby={id}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- its id labels the section: Heading would add a hash link to it, and to the section's name */}
      <h2 id={id}>{title}</h2>
      {sites.length > 0 ? (
        <HydrateListOnView className={styles.grid} items={sites} itemKey={siteKey} renderItem={renderCard} />
      ) : (
        empty
      )}
    </section>
  );
}
