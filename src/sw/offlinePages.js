/**
 * Worker code for offline pages under `trailingSlash: false`.
 *
 * `docusaurus build` writes the route `/community/support` as
 * `community/support.html`, but plugin-pwa's worker looks a request up in its
 * precache only as `<path>` and `<path>/index.html`. So in offline mode it
 * serves nothing but the locale's home page. This handler answers page
 * navigations from the same precache with the file the build wrote.
 * Remove it once plugin-pwa's lookup (`getPossibleURLs` in its sw.ts, 3.10.2)
 * also tries `<path>.html`; no upstream issue tracks this yet.
 * tests/e2e/offline.spec.ts fails if the handler stops answering.
 */
import {cacheNames} from 'workbox-core';
import {pageFileCandidates} from './pageFiles';

/**
 * @param {Request} request
 * @param {string[]} candidates
 */
async function answerFromPrecache(request, candidates) {
  const cache = await caches.open(cacheNames.precache);
  for (const candidate of candidates) {
    // Precache keys carry a `__WB_REVISION__` query string.
    const cached = await cache.match(new URL(candidate, self.location.origin).href, {ignoreSearch: true});
    if (cached) return cached;
  }
  return fetch(request);
}

/** Registers the navigation handler; only in offline mode, when the plugin has precached the pages. */
export function serveOfflinePages() {
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.mode !== 'navigate') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    const candidates = pageFileCandidates(url.pathname);
    if (candidates.length > 0) event.respondWith(answerFromPrecache(request, candidates));
  });
}
