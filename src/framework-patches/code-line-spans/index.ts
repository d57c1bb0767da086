import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Code lines as <span>s: theme-classic renders each line of a code block as a <div> inside <code>, which only accepts phrasing content (the main source of HTML checker errors on a stock build). Its ejected Line (./theme/CodeBlock/Line) renders <span>s made blocks by CSS.
 * A plugin's theme, so DISABLE_PATCHES=code-line-spans builds with the theme's own component; the swizzle guard fails the
 * build when the upstream file changes (src/framework-patches/swizzle-guard).
 */
export default function codeLineSpansPlugin(): Plugin<void> {
  return {
    name: 'code-line-spans',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
