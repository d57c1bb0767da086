/* Pure logic of the offline page handler (./offlinePages.js), tested in pageFiles.test.ts. */

/**
 * The precached files that may hold the page of a navigation to `pathname`,
 * most likely first. Empty for paths plugin-pwa's own lookup covers (ending
 * in `/` or `.html`). The plugin also answers `<path>` when
 * `<path>/index.html` is precached, which under `trailingSlash: false` no
 * page but a locale's home is, and that is reached as `/ja/`.
 * @param {string} pathname
 * @returns {string[]}
 */
export function pageFileCandidates(pathname) {
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return [];
  return [`${pathname}.html`, `${pathname}/index.html`];
}
