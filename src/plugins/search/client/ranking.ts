/**
 * The order readers of documentation expect, over the pages Pagefind found (its own order, by text relevance, is
 * the last tie-breaker): a page titled like the query first, then one with a heading named like it; an API page
 * first for an API identifier; blog posts and changelog entries after docs
 * unless the query names a version. And no noise: a page whose marked words are only fragments of the query's
 * (Pagefind matches `x` for `xylophone`) is not a result.
 */
import type {PagefindResultData} from './hits';

/** Lower case, without punctuation, `@docusaurus/` or a final long-vowel mark (ブラウザー and ブラウザ are one word). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/@docusaurus\//g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/ー(?= |$)/g, '')
    .trim();
}

const wordsOf = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

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

/** Whether a marked word is the query term (or a form of it), not a fragment such as `x` for `xylophone`. */
export function isRealMatch(marked: string, term: string): boolean {
  const m = normalize(marked).replace(/ /g, '');
  const t = normalize(term).replace(/ /g, '');
  if (t.length === 0 || m.length === 0) return false;
  // A one-character word is a word in Japanese (型, 図), a fragment in English (`x` for `xylophone`).
  if (m.includes(t)) return m.length >= 2 || /[^\p{Script=Latin}\d]/u.test(t);
  if (m.length < 2) return false;
  let common = 0;
  while (common < Math.min(m.length, t.length) && m[common] === t[common]) common += 1;
  // A stem shared by both (plural, conjugation, a compound's first word): most of the shorter of the two.
  return common >= 2 && common >= 0.6 * Math.min(m.length, t.length) && (t.includes(m) || common >= 0.6 * t.length);
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

/** How well the page's title, or one of its headings, names the query: 0 best. */
function titleTier(data: PagefindResultData, query: string): number {
  const q = normalize(query);
  const terms = q.split(' ').filter(Boolean);
  if (terms.length === 0) return 4;
  const title = normalize(data.meta.title ?? '');
  if (title === q) return 0;
  const titleWords = title.split(' ');
  if (terms.every((term) => titleWords.includes(term))) return 1;
  const headings = (data.sub_results ?? []).map((sub) => normalize(sub.title));
  if (headings.some((heading) => heading === q)) return 2;
  if (terms.every((term) => titleWords.some((word) => isRealMatch(word, term)))) return 3;
  return 4;
}

/** Where a section's pages come for this query: 0 first. */
function sectionRank(section: Section, query: string): number {
  if (namesVersion(query)) return section === 'other' ? 1 : 0;
  if (isIdentifier(query)) return {api: 0, docs: 1, other: 2, blog: 3, changelog: 3}[section];
  // A topic: guides and API pages as the engine ranks them (putting every guide first lost `navbar`, whose page is
  // the theme configuration's), then the rest of the site, then posts.
  return {docs: 0, api: 0, other: 1, blog: 2, changelog: 2}[section];
}

/** The pages in the order readers expect, without those that only match fragments of the query. */
export function rankPages<T extends {data: PagefindResultData}>(pages: readonly T[], query: string): T[] {
  return pages
    .filter((page) => matchesForReal(page.data, query))
    .map((page, index) => ({
      page,
      index,
      tier: titleTier(page.data, query),
      section: sectionRank(sectionOf(page.data.url), query),
    }))
    .sort((a, b) => a.tier - b.tier || a.section - b.section || a.index - b.index)
    .map((x) => x.page);
}
