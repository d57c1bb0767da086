import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * "Read more" links that name their post in their text: the ejected ReadMoreLink (./theme/BlogPostItem/Footer/ReadMoreLink) puts the title in the link text (visually hidden) instead of an aria-label.
 * A plugin's theme, so DISABLE_PATCHES=read-more-link-text builds with the theme's own component; the swizzle guard fails the
 * build when the upstream file changes (src/framework-patches/swizzle-guard).
 */
export default function readMoreLinkTextPlugin(): Plugin<void> {
  return {
    name: 'read-more-link-text',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
