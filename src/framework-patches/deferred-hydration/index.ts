import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Parts of a docs page that hydrate only where, or when, a reader sees them
 * (src/components/HydrateOnView): the desktop sidebar and table of contents,
 * which CSS hides on a phone (the theme renders them at every width until the
 * page has hydrated, so a phone hydrated a hundred-odd items and removed them
 * right after), and the "Last updated" line at the foot of the page. Theme
 * wrappers through @theme-init, recorded in scripts/swizzles/manifest.ts.
 */
export default function deferredHydrationPlugin(): Plugin<void> {
  return {
    name: 'deferred-hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
