import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A page opened at a malformed percent-encoded URL (`/docs/%E0%A4%A`, which
 * hosts with a 404 fallback answer with 404.html) hydrates like any other.
 *
 * Core's client entry preloads `decodeURI(location.pathname)` and the router's
 * `history` decodes the pathname when it is created: both threw
 * `URIError: URI malformed` before React started, so search, the colour mode
 * toggle, the menus and every client feature were dead on that page. Core also
 * decodes the hash when it scrolls after a navigation (a Back to a page first
 * opened with a malformed hash threw there). The client module rewrites the
 * address in place before any of that runs, writing each `%` of a part that
 * does not decode as `%25` (./escapeMalformed.ts): the same page, at an
 * address that decodes to the characters as typed. Proof:
 * tests/e2e/malformed-url.spec.ts. No upstream issue yet; the fix belongs in
 * core's preload and in history's createLocation (catch the URIError).
 */
export default function malformedUrlPlugin(): Plugin<void> {
  return {
    name: 'malformed-url',
    getClientModules: () => [path.join(__dirname, 'clientModule.ts')],
  };
}
