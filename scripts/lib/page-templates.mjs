// One representative URL per page template of the site (default locale).
// The checks run each template that exists in the current build, in both
// locales; a template whose page is not built yet is reported as skipped.
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
  ['not found', '/this-page-does-not-exist'],
];

/** The same path in the Japanese locale. */
export function jaPath(path) {
  return path === '/' ? '/ja/' : `/ja${path}`;
}
