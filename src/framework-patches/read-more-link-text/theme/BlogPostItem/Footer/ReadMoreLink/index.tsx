/**
 * Ejected from @docusaurus/theme-classic 3.10.2.
 * One change: the post's title is part of the link text (visually hidden
 * after "Read more") instead of an `aria-label`, so the text itself describes
 * the target, as search engines read it (Lighthouse SEO "link-text") and as
 * screen readers announce it.
 * Remove when the theme's link text names the post (no upstream issue found;
 * the aria-label came from facebook/docusaurus#1977).
 * `npm run check:swizzles` fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}>
        <Translate
          id="blog.post.readMore.hiddenTitle"
          description="Visually hidden end of the 'Read more' link of a blog post excerpt: names the post"
          values={{title: blogPostTitle}}>
          {': {title}'}
        </Translate>
      </span>
    </Link>
  );
}
