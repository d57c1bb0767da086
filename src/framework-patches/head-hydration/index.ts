import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the server's <head> while a page hydrates.
 *
 * Core hydrates inside `startTransition`, so React renders the page in slices
 * and lets the browser paint in between. react-helmet-async writes the
 * <head> in an animation frame after any `<Head>` renders: a frame between
 * two slices saw only the `<Head>` elements rendered so far, removed the
 * tags of the others (the KaTeX stylesheet, the description, canonical and
 * hreflang links) and added them back a few hundred milliseconds later;
 * maths flashed unstyled. The server already wrote the right <head>, so the
 * client module (./clientModule.ts) keeps Helmet from touching the DOM until
 * the page has hydrated. Upstream: staylor/react-helmet-async#122 (closed
 * unmerged) describes the same removal; Docusaurus plans to leave
 * react-helmet-async for React 19's own metadata, which would retire this.
 */
export default function headHydrationPlugin(): Plugin<void> {
  return {
    name: 'head-hydration',
    getClientModules: () => [path.join(__dirname, 'clientModule.ts')],
  };
}
