// Replaces @docusaurus/core/lib/client/docusaurus.js in the client bundle (see ../index.ts):
// the same window.docusaurus API, aware of the route sections.
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preload from './preload';
import {chunkNamesOn, unloadedSectionsOn} from './sections';
import {createIdleQueue} from './idleQueue';

// Bundler module variables: chunk ids are chunk names in this build (see ../index.ts).
declare const __webpack_public_path__: string;
declare const __webpack_get_script_filename__: (chunkId: string) => string;
declare const __webpack_modules__: Record<string, unknown>;

const fetched = new Set<string>();
const loaded = new Set<string>();

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

function isSlowConnection(): boolean {
  const connection = (navigator as {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function prefetchUrl(url: string): Promise<void> {
  const link = document.createElement('link');
  if (!link.relList?.supports?.('prefetch')) {
    return fetch(url, {credentials: 'include'}).then(() => undefined);
  }
  return new Promise((resolve, reject) => {
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

/**
 * Whether the module a chunk name stands for is in the page already: the entry holds the site config, which some
 * routes list among their modules, and has no chunk for it. (Chunk file names carry the build's hash, not the
 * chunk's, when src/framework-patches/chunk-filenames applies: the runtime then gives a file name for any chunk
 * name.)
 */
function inPage(chunkName: string): boolean {
  const entry = (registry as unknown as Record<string, readonly [unknown, string, string | number]>)[chunkName];
  return entry !== undefined && Object.hasOwn(__webpack_modules__, entry[2]);
}

function prefetchChunk(chunkName: string): Promise<void> | undefined {
  if (inPage(chunkName)) return undefined;
  // A chunk the bundler merged into another one has no file of its own (with chunk files named by their own hash).
  const url = __webpack_public_path__ + __webpack_get_script_filename__(chunkName);
  return url.includes('undefined') ? undefined : prefetchUrl(url);
}

const whenIdle = createIdleQueue();

/**
 * Core prefetches the chunks of a route whose link comes into view. For a
 * route in a section not loaded yet, only the section's chunk is prefetched
 * (at low priority, without running it): the navbar's version menus link to
 * every docs version, and running their sections right after hydration would
 * cost main-thread time on every page. Hovering the link preloads the rest.
 * The work is done while the page is idle, in short slices: the links of a
 * docs page (sidebar, navbar, pager) come into view together right after
 * hydration, and prefetching them all at once was one long task.
 */
function prefetch(routePath: string): false | Promise<void> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise<void>((resolve) => {
    whenIdle(() => {
      const unloaded = unloadedSectionsOn(routes, routePath);
      const chunkNames =
        unloaded.length > 0
          ? unloaded.map((route) => route.section.chunkName)
          : chunkNamesOn(routes, routesChunkNames, routePath);
      // The links are added now, inside the idle slice; the promise only reports when they have loaded.
      Promise.all(chunkNames.map(prefetchChunk)).then(
        () => resolve(),
        () => resolve(),
      );
    });
  });
}

function preloadRoute(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preload(routePath);
}

export default Object.freeze({prefetch, preload: preloadRoute});
