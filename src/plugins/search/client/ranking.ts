/**
 * The order readers of documentation expect, over the pages Pagefind found (its own order, by text relevance, is
 * the last tie-breaker): first what each page is about (named like the query, its title's or keywords' words, its
 * path, its matching headings: aboutTier), then how many of the query's words its title names, then whether its
 * title is only the query's words; an API page first for an API name; blog posts and changelog entries after docs
 * unless the query names a version. And no noise: a page whose marked words are only fragments of the query's
 * (Pagefind matches `x` for `xylophone`) is not a result.
 */
import type {PagefindResultData} from './hits';
import {isRealMatch, normalize, slugWords, wordsOf} from './words';

/** `loadContent`, `useDocusaurusContext`, `theme-classic`, `@docusaurus/core`: a name from the API, not a topic. */
export function isIdentifier(query: string): boolean {
  const q = query.trim();
  return (
    !/\s/.test(q) &&
    (/[a-z][A-Z]/.test(q) || /^use[A-Z]/.test(q) || /^@docusaurus\//.test(q) || /^[a-z]+-[a-z-]+$/.test(q))
  );
}

/** Whether the query names a version (`3.9`, `v2`, `2.0.0-beta.7`): then a release post or changelog entry may lead. */
export function namesVersion(query: string): boolean {
  return /\bv?\d+\.\d+|\bv\d\b/i.test(query);
}

const marksOf = (html: string): string[] => [...html.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]!);

/** Whether the page matches at least one of the query's words for real (in its excerpts or title). */
export function matchesForReal(data: PagefindResultData, query: string): boolean {
  const terms = wordsOf(query);
  if (terms.length === 0) return false;
  const marked = [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)].flatMap(marksOf);
  const titleWords = wordsOf(data.meta.title ?? '');
  return terms.some(
    (term) => titleWords.some((word) => isRealMatch(word, term)) || marked.some((mark) => isRealMatch(mark, term)),
  );
}

type Section = 'docs' | 'api' | 'blog' | 'changelog' | 'other';

function sectionOf(url: string): Section {
  const path = url.replace(/^\/ja(?=\/)/, '');
  if (
    /^\/docs\/(?:[^/]+\/)?(?:api|cli)(?:\/|$)/.test(path) ||
    /^\/docs\/(?:[^/]+\/)?docusaurus-core(?:\/|$)/.test(path)
  )
    return 'api';
  if (path.startsWith('/docs/') || path === '/docs' || path.startsWith('/community/')) return 'docs';
  if (path.startsWith('/blog/')) return 'blog';
  if (path.startsWith('/changelog/')) return 'changelog';
  return 'other';
}

/** The title, its part before a parenthesis and the parenthesised part: `Search engine optimization (SEO)`. */
function titleNames(title: string): string[] {
  const parts = title.match(/^(.*?)\s*[(（]([^)）]+)[)）]\s*$/);
  return [title, ...(parts ? [parts[1]!, parts[2]!] : [])].map(normalize);
}

/**
 * How well the page is about the query: 0 best. The page is named like it (its title, or the title's short form in
 * parentheses); every word of the query is a word of the title, or the query is one of the page's keywords (its
 * `keywords` front matter: for a topic; an API name is looked up where it is documented, below); every word is in
 * its title or path (as a word or a form of it); every word is in its title, path, keywords or one of its matching
 * headings; or none of these.
 */
function aboutTier(data: PagefindResultData, query: string): number {
  const q = normalize(query);
  const terms = wordsOf(query);
  if (terms.length === 0) return 4;
  if (titleNames(data.meta.title ?? '').includes(q)) return 0;
  const titleWords = wordsOf(data.meta.title ?? '');
  const keywords = (data.meta.keywords ?? '').split(',').map(normalize);
  if (terms.every((term) => titleWords.includes(term))) return 1;
  const identifier = isIdentifier(query);
  if (!identifier && keywords.includes(q)) return 1;
  const named = [...titleWords, ...slugWords(data.url)];
  const coveredBy = (words: readonly string[]) =>
    terms.every((term) => [...named, ...words].some((word) => isRealMatch(word, term)));
  if (coveredBy([])) return 2;
  // An API name: the page that has a heading for it or declares it as a keyword.
  if (identifier && (keywords.includes(q) || (data.sub_results ?? []).some((sub) => normalize(sub.title) === q)))
    return 2;
  const keywordWords = keywords.flatMap((keyword) => keyword.split(' '));
  const headings = (data.sub_results ?? []).map((sub) => [...keywordWords, ...wordsOf(sub.title)]);
  return coveredBy(keywordWords) || headings.some(coveredBy) ? 3 : 4;
}

/** Where a section's pages come for this query: 0 first. */
function sectionRank(section: Section, query: string, versioned: boolean): number {
  if (versioned) return section === 'other' ? 1 : 0;
  if (isIdentifier(query)) return {api: 0, docs: 1, other: 2, blog: 3, changelog: 3}[section];
  // A topic: guides and API pages as the engine ranks them (putting every guide first lost `navbar`, whose page is
  // the theme configuration's, and `footer links`), then the rest of the site, then posts.
  return {docs: 0, api: 0, other: 1, blog: 2, changelog: 2}[section];
}

/**
 * The site's name, and the section nearly every page is in: in titles and addresses they tell pages apart no more
 * than a stop word (`docs:version` is about versioning, not about "Docs multi-instance").
 */
const EVERYWHERE = new Set(['docusaurus', 'docs']);

/**
 * How many words of the query the page's title or path names: as they are (1 each) or as a form of them (½); the
 * site's name does not count.
 */
function namedTerms(data: PagefindResultData, query: string): number {
  const named = [...wordsOf(data.meta.title ?? ''), ...slugWords(data.url)];
  const terms = wordsOf(query).filter((term) => !EVERYWHERE.has(term));
  return terms.reduce(
    (sum, term) => sum + (named.includes(term) ? 1 : named.some((word) => isRealMatch(word, term)) ? 0.5 : 0),
    0,
  );
}

/**
 * Whether every word of the title is one of the query's: "Diagrams" is more about `mermaid diagrams` than
 * "@docusaurus/theme-mermaid", which names a package too.
 */
function titleWithinQuery(data: PagefindResultData, query: string): boolean {
  const terms = wordsOf(query);
  const title = wordsOf(data.meta.title ?? '').filter((word) => !EVERYWHERE.has(word));
  return title.length > 0 && title.every((word) => terms.some((term) => isRealMatch(word, term)));
}

/** Whether the page's title or address names the version the query names (`3.9` → `/changelog/3.9.0`, `Docusaurus 3.9`). */
export function namesQueryVersion(data: PagefindResultData, query: string): boolean {
  const version = query.match(/\bv?(\d+(?:\.\d+)*)/i)?.[1];
  if (!version) return false;
  const named = new RegExp(`(?:^|[^\\d.])v?${version.replace(/\./g, '\\.')}(?:\\.\\d+)*(?!\\d)`, 'i');
  return named.test(`${data.meta.title ?? ''} ${data.url}`);
}

/**
 * How far below the pages about the query a page comes: a page of the version the query names with the pages named
 * like the query; posts below every page about it unless the query names a version.
 */
function tierOf(data: PagefindResultData, query: string, versioned: boolean): number {
  if (versioned && namesQueryVersion(data, query)) return Math.min(aboutTier(data, query), 1);
  const tier = aboutTier(data, query);
  const section = sectionOf(data.url);
  const post = section === 'blog' || section === 'changelog';
  return post && tier > 0 && !versioned ? 4 : tier;
}

/** The pages in the order readers expect, without those that only match fragments of the query. */
export function rankPages<T extends {data: PagefindResultData}>(pages: readonly T[], query: string): T[] {
  // A version no page names (`future v4`: a flag, not a release) is a topic word.
  const versioned = namesVersion(query) && pages.some((page) => namesQueryVersion(page.data, query));
  return pages
    .filter((page) => matchesForReal(page.data, query))
    .map((page, index) => ({
      page,
      index,
      tier: tierOf(page.data, query, versioned),
      named: namedTerms(page.data, query),
      within: titleWithinQuery(page.data, query) ? 0 : 1,
      section: sectionRank(sectionOf(page.data.url), query, versioned),
    }))
    .sort(
      (a, b) =>
        a.tier - b.tier || b.named - a.named || a.within - b.within || a.section - b.section || a.index - b.index,
    )
    .map((x) => x.page);
}
