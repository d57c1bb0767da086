import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Parts of a page that the theme renders only in the browser are built in a
 * transition (./useRenderedAfterHydration.ts) or a deferred render
 * (`useDeferredValue`) after hydration, not in the update that follows it. That update (`useIsBrowser()` and the window size
 * change once the page has hydrated) is one render React does not split; on
 * a phone it also built the mobile menu (on a docs page, with the whole docs
 * sidebar) and every code block's copy and word-wrap buttons, one long task
 * on /docs/installation. Both kinds of render are split into slices between
 * which the browser handles input. The wrappers are in ./theme and wrap
 * theme-classic's components through `@theme-init` (from a plugin's theme,
 * `@theme-original` names the wrapper itself).
 */
export default function afterHydrationPlugin(): Plugin<void> {
  return {
    name: 'after-hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
