/**
 * Algolia search answers for the hosted-mode browser tests, shaped like the
 * records of a DocSearch crawler index as DocSearch 4.7 reads them
 * (@docsearch/react: hits grouped by `hierarchy.lvl0`, titled by the level
 * named in `type`, highlighted from `_highlightResult`), and the multi-query
 * response of the Algolia search API (`{results: [{hits, nbHits, …}]}`).
 */

type Highlight = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type DocSearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  type: Levels | 'content';
  hierarchy: Record<Levels, string | null>;
  _highlightResult: {hierarchy: Partial<Record<Levels, Highlight>>};
  _snippetResult: {content?: Highlight};
};

/** A page-level record (type `lvl1`) of the site's docs, whose URL is on the production origin like a real crawl. */
export function pageRecord({
  path,
  title,
  section = 'Docs',
}: {
  path: string;
  title: string;
  section?: string;
}): DocSearchRecord {
  const url = `https://docusaurus.io${path}`;
  const none = (value: string): Highlight => ({value, matchLevel: 'none', matchedWords: []});
  return {
    objectID: `record${path.replace(/\W+/g, '-')}`,
    url,
    url_without_anchor: url,
    anchor: null,
    content: null,
    type: 'lvl1',
    hierarchy: {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: none(section),
        lvl1: {
          value: `<mark>${title}</mark>`,
          matchLevel: 'full',
          matchedWords: [title.toLowerCase()],
          fullyHighlighted: true,
        },
      },
    },
    _snippetResult: {},
  };
}

export type SearchRequest = {indexName?: string; query?: string; params?: string; [key: string]: unknown};

/** The body of `POST /1/indexes/*\/queries`: one result per request, with the records `recordsFor` gives its query. */
export function searchResponse(
  requests: SearchRequest[],
  recordsFor: (query: string) => DocSearchRecord[],
): {results: Record<string, unknown>[]} {
  return {
    results: requests.map((request) => {
      const query = String(request.query ?? '');
      const hits = recordsFor(query);
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: hits.length ? 1 : 0,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        processingTimeMS: 1,
        query,
        params: String(request.params ?? ''),
        index: String(request.indexName ?? ''),
      };
    }),
  };
}
