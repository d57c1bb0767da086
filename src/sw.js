/**
 * Extra service worker code (plugin-pwa `swCustom`, plain JavaScript because
 * the plugin compiles the worker without TypeScript): keeps the embedded
 * search index available offline. Requests under `<baseUrl>pagefind/` are
 * answered from a cache first; in offline mode, every index file listed in
 * `pagefind/files.json` is fetched into that cache in the background once the
 * worker is active, so search answers even for words never searched before.
 */
/* eslint-env serviceworker */

const CACHE = 'embedded-search-v1';

/** @param {URL} url */
function isIndexRequest(url) {
  return url.origin === self.location.origin && /\/pagefind\//.test(url.pathname);
}

/**
 * Fetches every index file into the cache; files already cached are skipped.
 * @param {string} scope
 */
async function cacheWholeIndex(scope) {
  const cache = await caches.open(CACHE);
  const response = await fetch(new URL('pagefind/files.json', scope).href, {cache: 'no-cache'});
  if (!response.ok) return;
  /** @type {string[]} */
  const files = await response.json();
  for (const file of files) {
    const url = new URL(file, self.location.origin).href;
    if (!(await cache.match(url))) {
      const res = await fetch(url);
      if (res.ok) await cache.put(url, res);
    }
  }
  // Lets pages (and tests) know the whole index is available offline.
  await cache.put(new URL('pagefind/.complete', scope).href, new Response(String(files.length)));
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || !isIndexRequest(url)) return;
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(event.request);
        if (cached) return cached;
        const response = await fetch(event.request);
        if (response.ok) await cache.put(event.request, response.clone());
        return response;
      }),
    );
  });

  if (params.offlineMode) {
    self.addEventListener('activate', (event) => {
      event.waitUntil(
        cacheWholeIndex(self.registration.scope).catch((error) => {
          if (params.debug) console.warn('[search] could not cache the index for offline use', error);
        }),
      );
    });
  }
}
