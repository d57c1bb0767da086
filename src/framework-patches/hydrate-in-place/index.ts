import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Theme components that theme-classic keys by `useIsBrowser()`, which throws
 * their server-rendered DOM away right after hydration and builds it again:
 * code blocks (./theme/CodeBlock) and tab groups (./theme/Tabs). The keys
 * worked around first renders that did not match the server's HTML; both
 * components now render the server's output first and apply what only the
 * browser knows (colour mode, a remembered tab) as ordinary updates, so the
 * copies here drop the key and React keeps the server's DOM. They sit in a
 * plugin's theme so that the site's own wrappers (src/theme/Tabs adds the
 * tab and panel ids) wrap them through `@theme-original`.
 */
export default function hydrateInPlacePlugin(): Plugin<void> {
  return {
    name: 'hydrate-in-place',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
