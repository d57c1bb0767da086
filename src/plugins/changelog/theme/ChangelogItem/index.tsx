import {type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import ChangelogItemHeader from '@theme/ChangelogItem/Header';
import styles from './styles.module.css';

/**
 * One version of the changelog. On list pages the entry is collapsed to its
 * first lines, with a button that expands it in place; the entry's own page
 * shows it whole.
 */
export default function ChangelogItem({children}: {children: ReactNode}): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const collapsed = !isBlogPostPage && !expanded;
  return (
    <BlogPostItemContainer className={clsx(!isBlogPostPage && 'margin-bottom--xl', styles.item)}>
      <ChangelogItemHeader />
      <div id={contentId} className={clsx(styles.content, collapsed && styles.collapsed)}>
        <BlogPostItemContent>{children}</BlogPostItemContent>
      </div>
      {!isBlogPostPage && (
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((e) => !e)}>
          {expanded ? (
            <Translate id="changelog.collapse">Show less</Translate>
          ) : (
            <Translate id="changelog.expand">Show all changes</Translate>
          )}
        </button>
      )}
    </BlogPostItemContainer>
  );
}
