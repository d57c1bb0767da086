import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Blog archive year headings at the right level: the ejected BlogArchivePage (./theme/BlogArchivePage) makes them <h2> under the page's <h1> (theme-classic's <h3> skips a level).
 * A plugin's theme, so DISABLE_PATCHES=blog-archive-headings builds with the theme's own component; the swizzle guard fails the
 * build when the upstream file changes (src/framework-patches/swizzle-guard).
 */
export default function blogArchiveHeadingsPlugin(): Plugin<void> {
  return {
    name: 'blog-archive-headings',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
