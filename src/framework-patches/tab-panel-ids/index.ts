import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Tab panels with ids: the ejected TabItem (./theme/TabItem) carries the id its tab points to and aria-labelledby back to it; the ids come from the site's Tabs wrapper (src/theme/Tabs), which gives each tab its id and aria-controls.
 * A plugin's theme, so DISABLE_PATCHES=tab-panel-ids builds with the theme's own component; the swizzle guard fails the
 * build when the upstream file changes (src/framework-patches/swizzle-guard).
 */
export default function tabPanelIdsPlugin(): Plugin<void> {
  return {
    name: 'tab-panel-ids',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
