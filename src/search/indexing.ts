/**
 * Which built pages go into the embedded search index, and how their HTML is
 * prepared for Pagefind. Pure functions: the build step (src/plugins/search-index)
 * does the file system work.
 */

/** Parts of every page that are navigation or chrome, not content. */
export const EXCLUDED_SELECTORS: readonly string[] = [
  // The theme's "Skip to main content" link (theme-common SkipToContent).
  'a[href="#__docusaurus_skipToContent_fallback"]',
  'nav',
  'aside',
  'footer',
  '.navbar',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  // "Not translated yet" notice above English fallbacks (src/plugins/translation).
  '[data-untranslated-notice]',
  '.theme-doc-footer',
  '.theme-announcement-bar',
  '[class*="announcementBar"]',
  '.hash-link',
  'button',
  'svg',
];

/** `docs/installation.html` → `/docs/installation` (trailingSlash: false); `ja/index.html` → `/ja/`. */
export function routeOf(relativePath: string, baseUrl = '/'): string {
  const clean = relativePath.replace(/\\/g, '/').replace(/\.html$/, '');
  if (clean === 'index') return baseUrl;
  const path = clean.endsWith('/index') ? `${clean.slice(0, -'index'.length)}` : clean;
  return `${baseUrl}${path}`;
}

/**
 * Blog and changelog list pages (later pages of the list, tag, author and
 * archive pages) only repeat the posts' own text: a search would find each
 * post several times and download more to rank them. The first page of each
 * list (`/blog`, `/changelog`) stays, as the way to find the list itself.
 */
const LIST_PAGE = /^(?:blog|changelog)\/(?:page\/|tags(?:\/|\.html$)|authors(?:\/|\.html$)|archive\.html$)|^docs\/(?:.+\/)?tags(?:\/|\.html$)/;

/**
 * Pages that are not content: fixtures, debug pages, the search page itself,
 * the 404 page, redirect stubs, list pages, and anything the site asks robots
 * to skip (unlisted docs and posts carry `noindex`, drafts are not built at all).
 */
export function shouldIndex(relativePath: string, html: string, localePaths: readonly string[] = []): boolean {
  const path = relativePath.replace(/\\/g, '/');
  const localePrefix = localePaths.find((l) => path.startsWith(`${l}/`));
  const inLocale = localePrefix ? path.slice(localePrefix.length + 1) : path;
  if (!inLocale.endsWith('.html') || inLocale.endsWith('.html.html')) return false;
  if (/^(tests|__docusaurus|pagefind|assets)\//.test(inLocale)) return false;
  if (inLocale === '404.html' || inLocale === 'search.html') return false;
  if (LIST_PAGE.test(inLocale)) return false;
  if (/<meta http-equiv="?refresh"?/i.test(html) && html.length < 2000) return false;
  if (/<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/i.test(html)) return false;
  return true;
}

/** The value of `<meta name="docusaurus_tag">`: `docs-default-3.9.2` on docs pages, `default` elsewhere. */
export function docusaurusTagOf(html: string): string {
  return html.match(/<meta[^>]+name="?docusaurus_tag"?[^>]+content="?([^" >]+)/)?.[1] ?? 'default';
}

/**
 * Adds what Pagefind reads from the page: a filter on the Docusaurus search
 * tag (used for the language/version contextual search) next to the tags
 * Docusaurus already writes.
 */
export function prepareHtml(html: string): string {
  const tag = docusaurusTagOf(html);
  const filter = `<meta data-pagefind-filter="docusaurus_tag[content]" content="${tag}">`;
  return html.replace(/<\/head>/i, `${filter}</head>`);
}
