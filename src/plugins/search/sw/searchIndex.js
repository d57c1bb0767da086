/**
 * Worker code that keeps the embedded search index available offline.
 *
 * Each locale has its own index (`<locale baseUrl>pagefind/`, written by the
 * search plugin) and its own worker, whose scope is that base URL. Requests
 * for an index go through one cache:
 * - files whose name carries a content hash (index chunks, fragments,
 *   filters, metadata) never change: cache first;
 * - the others (the entry file, the engine's scripts and WebAssembly) can
 *   change with a deploy: network first, the cache when offline. Pagefind adds
 *   a `?ts=` cache-buster to its entry file, so they are stored and matched
 *   without the query string.
 * In offline mode, every file listed in the locale's `pagefind/files.json` is
 * fetched into the cache once the worker is active, so search answers even
 * for words never searched before; files of an older index of the same locale
 * are then removed (the cache is shared by the workers of every locale).
 */

const CACHE = 'embedded-search-v1';
const COMPLETE_MARKER = 'pagefind/.complete';

/** @param {URL} url */
function isIndexRequest(url) {
  return url.origin === self.location.origin && /\/pagefind\//.test(url.pathname);
}

/** @param {URL} url */
function isContentHashed(url) {
  return /_[0-9a-f]{6,}\.pf_[a-z]+$/.test(url.pathname);
}

/** @param {URL} url */
function cacheKey(url) {
  return `${url.origin}${url.pathname}`;
}

/**
 * @param {Cache} cache
 * @param {URL} url
 */
async function cacheFirst(cache, url) {
  const cached = await cache.match(cacheKey(url));
  if (cached) return cached;
  const response = await fetch(url.href);
  if (response.ok) await cache.put(cacheKey(url), response.clone());
  return response;
}

/**
 * @param {Cache} cache
 * @param {URL} url
 */
async function networkFirst(cache, url) {
  try {
    const response = await fetch(url.href, {cache: 'no-cache'});
    if (response.ok) await cache.put(cacheKey(url), response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey(url));
    if (cached) return cached;
    throw error;
  }
}

/**
 * Fetches every file of the scope's index into the cache (files already
 * cached are kept), then drops the files of an older index of that scope.
 * @param {string} scope
 */
async function cacheWholeIndex(scope) {
  const cache = await caches.open(CACHE);
  const response = await fetch(new URL('pagefind/files.json', scope).href, {cache: 'no-cache'});
  if (!response.ok) return;
  /** @type {string[]} */
  const files = await response.json();
  const wanted = new Set(files.map((file) => cacheKey(new URL(file, self.location.origin))));
  for (const key of wanted) {
    const url = new URL(key);
    if (isContentHashed(url) && (await cache.match(key))) continue;
    const res = await fetch(key, {cache: 'no-cache'});
    if (res.ok) await cache.put(key, res);
  }
  const marker = new URL(COMPLETE_MARKER, scope).href;
  const ownIndex = new URL('pagefind/', scope).href;
  for (const request of await cache.keys()) {
    const stale = request.url.startsWith(ownIndex) && !wanted.has(request.url) && request.url !== marker;
    if (stale) await cache.delete(request);
  }
  // Lets pages (and tests) know the whole index is available offline.
  await cache.put(marker, new Response(String(files.length)));
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export function serveSearchIndex(params) {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || !isIndexRequest(url)) return;
    event.respondWith(
      caches.open(CACHE).then((cache) => (isContentHashed(url) ? cacheFirst(cache, url) : networkFirst(cache, url))),
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
