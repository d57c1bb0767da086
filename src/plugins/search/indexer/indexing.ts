/**
 * Which built pages are content, and how their HTML is prepared for Pagefind.
 * Pure functions: ./writeLocaleIndex.ts does the file system work; which
 * routes are skipped is in the plugin's options (./localeIndex.ts).
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
  '.hash-link',
  'button',
  'svg',
];

/**
 * Whether a built page is content: not a redirect stub (plugin-client-redirects)
 * and not something the site asks robots to skip (unlisted docs and posts
 * carry `noindex`; drafts are not built at all).
 */
export function isIndexableHtml(html: string): boolean {
  if (/<meta http-equiv="?refresh"?/i.test(html) && html.length < 2000) return false;
  return !/<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/i.test(html);
}

/** The value of `<meta name="docusaurus_tag">`: `docs-default-3.9.2` on docs pages, `default` elsewhere. */
export function docusaurusTagOf(html: string): string {
  return html.match(/<meta[^>]+name="?docusaurus_tag"?[^>]+content="?([^" >]+)/)?.[1] ?? 'default';
}

/** The text of the page's first <h1>, without markup. */
export function pageTitleOf(html: string): string {
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/i)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u200B/g, '')
    .trim();
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's `keywords` front matter, as Docusaurus writes it: `<meta name="keywords" content="install,node.js">`. */
export function declaredKeywordsOf(html: string): string[] {
  const match = html.match(/<meta[^>]+name="?keywords"?[^>]+content=(?:"([^"]*)"|([^\s">]+))/);
  const content = match?.[1] ?? match?.[2] ?? '';
  return content
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/**
 * Adds what Pagefind reads from the page: a filter on the Docusaurus search tag (used for the language/version
 * contextual search) next to the tags Docusaurus already writes, and as `keywords` metadata (searched, and read by
 * the ranking as words the page is about) its `keywords` front matter and the words readers type for its title
 * (`keywordsOf`, e.g. ./japaneseTerms.ts).
 */
export function prepareHtml(html: string, keywordsOf?: (title: string) => readonly string[]): string {
  const tag = docusaurusTagOf(html);
  const filter = `<meta data-pagefind-filter="docusaurus_tag[content]" content="${tag}">`;
  const title = pageTitleOf(html);
  const keywords = [...declaredKeywordsOf(html), ...(keywordsOf?.(title) ?? [])];
  const meta =
    keywords.length > 0
      ? `<meta data-pagefind-meta="keywords[content]" content="${escapeAttribute(keywords.join(', '))}">`
      : '';
  const aliases = titleAliases(title);
  const withHead = html.replace(/<\/head>/i, `${filter}${meta}</head>`);
  if (aliases.length === 0) return withHead;
  // Indexed with a heading's weight, right after the title (Pagefind reads this copy; the served page is unchanged).
  const alias = `<p data-pagefind-weight="7">${escapeAttribute(aliases.join(' '))}</p>`;
  return withHead.replace(/(<h1[^>]*>[\s\S]*?<\/h1>)/i, `$1${alias}`);
}

/**
 * Names readers type for a page's title that Pagefind would not match: a package page's title is one word for it
 * (`@docusaurus/theme-classic`), and a query for `theme-classic` found every page that mentions the package but
 * not the package's own page.
 */
export function titleAliases(title: string): string[] {
  const scoped = title.match(/^@docusaurus\/([a-z0-9-]+)$/);
  return scoped ? [scoped[1]!] : [];
}
