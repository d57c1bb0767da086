// One representative URL per page template of the site (default locale), as
// [name, route, options?] (see template-coverage.mjs for the options).
// check-a11y fails when the build lacks one of them in either locale, unless it
// is marked `optional` with the reason.
/** @type {readonly import('./template-coverage.mjs').PageTemplate[]} */
export const PAGE_TEMPLATES = [
  ['home', '/'],
  ['doc page', '/docs/installation'],
  ['docs entry', '/docs'],
  ['docs category index', '/docs/category/guides'],
  ['canary doc', '/docs/next/installation'],
  ['old version doc', '/docs/3.8.1/installation'],
  ['markdown features (tabs, code, maths)', '/docs/markdown-features/code-blocks'],
  ['api reference', '/docs/api/docusaurus-config'],
  ['community page', '/community/support'],
  ['team page', '/community/team'],
  ['blog list', '/blog'],
  ['blog post', '/blog/releases/3.9'],
  ['blog tags', '/blog/tags'],
  ['blog archive', '/blog/archive'],
  ['changelog list', '/changelog'],
  ['changelog entry', '/changelog/3.9.2'],
  ['showcase', '/showcase'],
  ['versions', '/versions'],
  ['search page', '/search'],
  ['feature requests', '/feature-requests'],
  ['fixtures index', '/tests'],
  ['fixture docs', '/tests/docs'],
  ['fixture blog list', '/tests/blog'],
  ['fixture blog post', '/tests/blog/about'],
  ['fixture pages', '/tests/pages'],
  // Any unknown URL is answered with the 404 page.
  ['not found', '/this-page-does-not-exist', {builtAs: '/404'}],
];

/** The same path in the Japanese locale. */
export function jaPath(path) {
  return path === '/' ? '/ja/' : `/ja${path}`;
}
