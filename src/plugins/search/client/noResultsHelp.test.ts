import {describe, expect, it} from 'vitest';
import {missingResultsIssueUrl} from './missingResultsUrl';
import {parseRecentSearches, suggestedQueries} from './suggestedQueries';

const popular = ['Installation', 'Configuration', 'Deployment'];

describe('suggestedQueries', () => {
  it('offers the popular pages when the reader has no recent search', () => {
    expect(
      suggestedQueries({recent: [], localeBaseUrl: '/', otherLocaleBaseUrls: ['/ja/'], popular, query: 'xyz'}),
    ).toEqual(popular);
  });

  it('puts the titles of recently opened pages of this locale first, each once, and never the query', () => {
    const recent = [
      {url: '/docs/sidebar', hierarchy: {lvl1: 'Sidebar'}},
      {url: '/ja/docs/sidebar', hierarchy: {lvl1: 'サイドバー'}},
      {url: 'https://docusaurus.io/docs/sidebar#ids', hierarchy: {lvl1: 'Sidebar'}},
      {url: '/docs/installation', hierarchy: {lvl1: 'Installation'}},
    ];
    expect(
      suggestedQueries({recent, localeBaseUrl: '/', otherLocaleBaseUrls: ['/ja/'], popular, query: ' installation '}),
    ).toEqual(['Sidebar', 'Configuration', 'Deployment']);
    expect(
      suggestedQueries({recent, localeBaseUrl: '/ja/', otherLocaleBaseUrls: [], popular: ['設定'], query: 'x'}),
    ).toEqual(['サイドバー', '設定']);
  });

  it('ignores entries that are not what DocSearch stores', () => {
    const recent = [{url: 42}, {hierarchy: {lvl1: 'No URL'}}, {url: '/docs/x', hierarchy: {lvl1: '  '}}];
    expect(
      suggestedQueries({recent, localeBaseUrl: '/', otherLocaleBaseUrls: [], popular: ['A'], query: 'q', max: 2}),
    ).toEqual(['A']);
  });
});

describe('parseRecentSearches', () => {
  it('reads the stored list and tolerates anything else', () => {
    expect(parseRecentSearches('[{"url":"/docs"}]')).toEqual([{url: '/docs'}]);
    for (const stored of [null, '', 'not json', '{"a":1}', '[1,null]']) {
      expect(parseRecentSearches(stored)).toEqual([]);
    }
  });
});

describe('missingResultsIssueUrl', () => {
  it('prefills an issue with the query and the locale in the title, and where the search was made', () => {
    const url = new URL(
      missingResultsIssueUrl({
        repoUrl: 'https://github.com/facebook/docusaurus',
        query: ' ブラウザ対応 ',
        locale: 'ja',
        pageUrl: 'https://docusaurus.io/ja/docs',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/facebook/docusaurus/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "ブラウザ対応" (ja)');
    expect(url.searchParams.get('body')).toContain('- Searched from: https://docusaurus.io/ja/docs');
    expect(url.searchParams.get('body')).toContain('- Query: `ブラウザ対応`');
  });
});
