import {describe, expect, it} from 'vitest';
import {escapeHtml, highlightTitle, tagsFromFacetFilters, toDocSearchHits, type PagefindResultData} from './hits';

const result: PagefindResultData = {
  url: '/docs/versioning',
  excerpt: 'Create a <mark>version</mark> of your docs.',
  meta: {title: 'Versioning'},
  sub_results: [
    {title: 'Versioning', url: '/docs/versioning', excerpt: 'Create a <mark>version</mark>.'},
    {
      title: 'Tutorials',
      url: '/docs/versioning#tutorials',
      excerpt: 'Tag a new <mark>version</mark>.',
      anchor: {element: 'h2', id: 'tutorials'},
    },
    {
      title: 'Configuring <versions>',
      url: '/docs/versioning#configuring',
      excerpt: '',
      anchor: {element: 'h3', id: 'configuring'},
    },
  ],
};

describe('toDocSearchHits', () => {
  const sectionOf = (url: string) => (url.startsWith('/docs/') ? 'Docs' : 'Pages');
  const hits = toDocSearchHits(result, {origin: 'http://127.0.0.1:3100', query: 'version', sectionOf});

  it('gives the page first, then its headings, with absolute URLs and anchors', () => {
    expect(hits.map((h) => [h.type, h.url])).toEqual([
      ['lvl1', 'http://127.0.0.1:3100/docs/versioning'],
      ['content', 'http://127.0.0.1:3100/docs/versioning#tutorials'],
      ['lvl2', 'http://127.0.0.1:3100/docs/versioning#configuring'],
    ]);
  });

  it('fills the hierarchy: section, page title, heading', () => {
    expect(hits[1]!.hierarchy).toMatchObject({lvl0: 'Docs', lvl1: 'Versioning', lvl2: 'Tutorials'});
    expect(hits[0]!.hierarchy.lvl2).toBeNull();
  });

  it('keeps Pagefind highlights as DocSearch snippets and escapes titles', () => {
    expect(hits[1]!._snippetResult.content).toEqual({
      value: 'Tag a new <mark>version</mark>.',
      matchLevel: 'full',
      matchedWords: ['version'],
    });
    expect(hits[2]!._snippetResult.hierarchy.lvl2!.value).toBe('Configuring &lt;<mark>version</mark>s&gt;');
    expect(hits[0]!._snippetResult.hierarchy.lvl1!.value).toBe('<mark>Version</mark>ing');
  });

  it('limits the headings shown under a page', () => {
    expect(toDocSearchHits(result, {origin: 'http://x', query: 'v', sectionOf, maxSubResults: 1})).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('escapes HTML and highlights query words', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(highlightTitle('Docs multi-instance', 'multi docs')).toBe('<mark>Docs</mark> <mark>multi</mark>-instance');
    expect(highlightTitle('Plain', '')).toBe('Plain');
  });

  it('reads the Docusaurus tags from contextual facet filters', () => {
    expect(
      tagsFromFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.9.2']]),
    ).toEqual(['default', 'docs-default-3.9.2']);
    expect(tagsFromFacetFilters(undefined)).toBeUndefined();
    expect(tagsFromFacetFilters(['language:ja'])).toBeUndefined();
  });
});
