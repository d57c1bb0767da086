/**
 * Turns Pagefind results into the records the DocSearch modal renders, so the
 * embedded index and Algolia look the same to the reader: one hit for the
 * page (type `lvl1`) and one per matching heading (`lvl2`) or passage
 * (`content`), grouped under a section (`lvl0`), with `<mark>` highlights.
 */

export type PagefindSubResult = {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly anchor?: {readonly element: string; readonly id: string; readonly text?: string};
};

export type PagefindResultData = {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: {readonly title?: string; readonly keywords?: string};
  readonly sub_results?: readonly PagefindSubResult[];
};

type Highlighted = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type DocSearchHit = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'content';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: {hierarchy: Record<string, Highlighted>; content?: Highlighted};
  _snippetResult: {hierarchy: Record<string, Highlighted>; content?: Highlighted};
};

/** Escapes text for the HTML DocSearch renders (titles come from pages; excerpts are already escaped by Pagefind). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const highlighted = (value: string): Highlighted => {
  const matchedWords = [...value.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]!);
  return {value, matchLevel: matchedWords.length ? 'full' : 'none', matchedWords};
};

/** Marks every occurrence of the query's words in an (escaped) title. */
export function highlightTitle(title: string, query: string): string {
  const escaped = escapeHtml(title);
  const words = query
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .map((w) => escapeHtml(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return escaped;
  return escaped.replace(new RegExp(`(${words.join('|')})`, 'gi'), '<mark>$1</mark>');
}

export type HitOptions = {
  /** The site origin: DocSearch builds `new URL(hit.url)`, so URLs must be absolute. */
  readonly origin: string;
  readonly query: string;
  /** The label of the section a page belongs to (its URL → e.g. "Docs"), shown as the group title in the modal. */
  readonly sectionOf: (url: string) => string;
  /** How many headings of one page to show under it. */
  readonly maxSubResults?: number;
};

/** DocSearch hits for one Pagefind result: the page, then its best headings. */
export function toDocSearchHits(
  data: PagefindResultData,
  {origin, query, sectionOf, maxSubResults = 3}: HitOptions,
): DocSearchHit[] {
  const pageTitle = data.meta.title ?? data.url;
  const lvl0 = sectionOf(data.url);
  const base = (id: string, url: string): Pick<DocSearchHit, 'objectID' | 'url'> => ({
    objectID: id,
    url: new URL(url, origin).href,
  });
  const hierarchyOf = (lvl2: string | null) => ({
    lvl0,
    lvl1: pageTitle,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  const titleHl = highlighted(highlightTitle(pageTitle, query));
  const pageHit: DocSearchHit = {
    ...base(data.url, data.url),
    type: 'lvl1',
    content: null,
    hierarchy: hierarchyOf(null),
    _highlightResult: {hierarchy: {lvl0: highlighted(escapeHtml(lvl0)), lvl1: titleHl}},
    _snippetResult: {hierarchy: {lvl1: titleHl}, content: highlighted(data.excerpt)},
  };
  const headings = (data.sub_results ?? []).filter((s) => s.anchor && s.url !== data.url).slice(0, maxSubResults);
  const headingHits = headings.map((sub): DocSearchHit => {
    const subHl = highlighted(highlightTitle(sub.title, query));
    return {
      ...base(`${data.url}#${sub.anchor!.id}`, sub.url),
      type: sub.excerpt ? 'content' : 'lvl2',
      content: sub.excerpt || null,
      hierarchy: hierarchyOf(sub.title),
      _highlightResult: {
        hierarchy: {lvl0: highlighted(escapeHtml(lvl0)), lvl1: titleHl, lvl2: subHl},
        content: highlighted(sub.excerpt),
      },
      _snippetResult: {hierarchy: {lvl1: titleHl, lvl2: subHl}, content: highlighted(sub.excerpt)},
    };
  });
  return [pageHit, ...headingHits];
}

/** An Algolia-shaped response for one request, as the DocSearch modal reads it. */
export function algoliaResponse(hits: DocSearchHit[], nbPages: number, query: string, indexName: string) {
  return {
    hits,
    nbHits: nbPages,
    page: 0,
    nbPages: 1,
    hitsPerPage: hits.length,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query,
    params: '',
    index: indexName,
    queryID: undefined,
  };
}

/**
 * DocSearch facet filters → the Docusaurus search tags to keep. The language
 * filter is dropped: Pagefind keeps one index per language and loads the
 * page's own. `[['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.9.2']]`
 * means "any of these tags".
 */
export function tagsFromFacetFilters(facetFilters: unknown): string[] | undefined {
  if (!Array.isArray(facetFilters)) return undefined;
  const tags = facetFilters
    .flat()
    .filter((f): f is string => typeof f === 'string' && f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : undefined;
}
