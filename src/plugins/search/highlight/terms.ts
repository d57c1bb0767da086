/**
 * Search terms carried to the page a search hit opens (`?highlight=…`), and
 * where they occur in a text. Pure functions: the page part is ./highlighter.ts.
 */

/** The URL parameter that carries the terms: the link stays shareable. */
export const HIGHLIGHT_PARAM = 'highlight';

/**
 * The terms to highlight, from a query or the words a search matched: split
 * on white space, each once (case-insensitively), longest first (so "docs"
 * does not hide "docusaurus" where both match), without one-letter Latin
 * words that would light up half the page. A Japanese term is kept whole.
 */
export function highlightTerms(text: string, max = 8): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const term = raw.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    const key = term.toLocaleLowerCase();
    if (term === '' || seen.has(key) || /^[\p{Script=Latin}\d]$/u.test(term)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms.sort((a, b) => b.length - a.length).slice(0, max);
}

/**
 * Where the terms occur in `text`, case-insensitively, as non-overlapping
 * [start, end) ranges in text order (a longer term wins over one it contains).
 */
export function findMatches(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'giu');
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].length > 0) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** `url` (a path, with or without query and hash) with the terms in its query: the link to a search hit. */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const [path, query] = queryAt < 0 ? [beforeHash, ''] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const params = new URLSearchParams(query);
  params.set(HIGHLIGHT_PARAM, terms.join(' '));
  return `${path}?${params.toString()}${hash}`;
}

/** The words a DocSearch hit matched (both Algolia and the embedded index fill `matchedWords`). */
export function matchedWords(hit: {
  readonly _highlightResult?: {
    readonly hierarchy?: Readonly<Record<string, {readonly matchedWords?: readonly string[]} | undefined>>;
    readonly content?: {readonly matchedWords?: readonly string[]};
  };
}): string[] {
  const levels = Object.values(hit._highlightResult?.hierarchy ?? {});
  const words = [...levels, hit._highlightResult?.content].flatMap((level) => level?.matchedWords ?? []);
  return highlightTerms(words.join(' '));
}
