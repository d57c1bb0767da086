import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the element a URL's #hash names in view while the page settles.
 *
 * The browser (on a first load) and core (after a route change, in
 * ClientLifecyclesDispatcher) scroll to that element once. Content that
 * renders later above it then pushed it away: a Mermaid diagram is drawn only
 * in the browser, after its library has loaded, and on
 * /docs/api/plugin-methods/lifecycle-apis one appeared 1,030 px tall above
 * #injecthtmltags a second or more after the scroll on a slow phone, so the
 * reader landed far from the section a link promised. Chromium's own scroll
 * anchoring did not make up for it. The client module (./clientModule.ts)
 * scrolls by the distance the element moved each time the page's size changes,
 * until the reader scrolls, clicks, touches or types, or 15 s have passed.
 */
export default function hashTargetPlugin(): Plugin<void> {
  return {
    name: 'hash-target',
    getClientModules: () => [path.join(__dirname, 'clientModule.ts')],
  };
}
