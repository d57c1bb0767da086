import {describe, expect, it} from 'vitest';
import {sites, tagKeys, type TagKey} from '../../../data/showcase';
import {
  emptyShowcaseQuery,
  filterSites,
  isFilterActive,
  parseShowcaseQuery,
  serializeShowcaseQuery,
  toggleTag,
  type ShowcaseQuery,
} from './showcaseQuery';

type Fixture = {title: string; tags: TagKey[]};

const fixtures: Fixture[] = [
  {title: 'Alpha Docs', tags: ['opensource', 'i18n']},
  {title: 'beta blog', tags: ['personal']},
  {title: 'Gamma', tags: ['opensource']},
  {title: 'Delta Product', tags: ['product', 'i18n', 'opensource']},
  {title: 'Untagged', tags: []},
];

const titles = (list: readonly {title: string}[]): string[] => list.map((site) => site.title);

function query(partial: Partial<ShowcaseQuery<TagKey>>): ShowcaseQuery<TagKey> {
  return {...emptyShowcaseQuery, ...partial};
}

describe('filterSites', () => {
  it('returns every site when there is no tag and no name', () => {
    expect(filterSites(fixtures, emptyShowcaseQuery)).toEqual(fixtures);
    expect(filterSites(fixtures, query({operator: 'AND'}))).toEqual(fixtures);
  });

  it('OR keeps the sites with at least one of the tags', () => {
    expect(titles(filterSites(fixtures, query({tags: ['personal', 'product']})))).toEqual([
      'beta blog',
      'Delta Product',
    ]);
  });

  it('AND keeps the sites with all of the tags', () => {
    expect(titles(filterSites(fixtures, query({tags: ['opensource', 'i18n'], operator: 'AND'})))).toEqual([
      'Alpha Docs',
      'Delta Product',
    ]);
    expect(filterSites(fixtures, query({tags: ['personal', 'product'], operator: 'AND'}))).toEqual([]);
  });

  it('AND and OR agree on a single tag', () => {
    const single = query({tags: ['opensource']});
    expect(filterSites(fixtures, {...single, operator: 'AND'})).toEqual(filterSites(fixtures, single));
  });

  it('searches the title, case-insensitively, ignoring surrounding spaces', () => {
    expect(titles(filterSites(fixtures, query({name: 'DOCS'})))).toEqual(['Alpha Docs']);
    expect(titles(filterSites(fixtures, query({name: '  ta  '})))).toEqual(['beta blog', 'Delta Product', 'Untagged']);
    expect(filterSites(fixtures, query({name: '   '}))).toEqual(fixtures);
    expect(filterSites(fixtures, query({name: 'nothing like this'}))).toEqual([]);
  });

  it('combines the name with the tags', () => {
    expect(titles(filterSites(fixtures, query({tags: ['opensource'], name: 'a'})))).toEqual([
      'Alpha Docs',
      'Gamma',
      'Delta Product',
    ]);
    expect(titles(filterSites(fixtures, query({tags: ['opensource'], name: 'gam'})))).toEqual(['Gamma']);
  });

  it('works on the real data', () => {
    const favorites = filterSites(sites, query({tags: ['favorite']}));
    expect(favorites.length).toBeGreaterThan(0);
    expect(favorites.every((site) => site.tags.includes('favorite'))).toBe(true);
    const both = filterSites(sites, query({tags: ['favorite', 'meta'], operator: 'AND'}));
    const either = filterSites(sites, query({tags: ['favorite', 'meta']}));
    expect(both.length).toBeLessThanOrEqual(favorites.length);
    expect(either.length).toBeGreaterThanOrEqual(favorites.length);
  });
});

describe('isFilterActive and toggleTag', () => {
  it('counts tags and a non-blank name, not the operator alone', () => {
    expect(isFilterActive(emptyShowcaseQuery)).toBe(false);
    expect(isFilterActive(query({operator: 'AND'}))).toBe(false);
    expect(isFilterActive(query({name: '  '}))).toBe(false);
    expect(isFilterActive(query({name: 'x'}))).toBe(true);
    expect(isFilterActive(query({tags: ['rtl']}))).toBe(true);
  });

  it('adds a tag at the end or removes it', () => {
    expect(toggleTag<TagKey>(['i18n'], 'rtl')).toEqual(['i18n', 'rtl']);
    expect(toggleTag<TagKey>(['i18n', 'rtl'], 'i18n')).toEqual(['rtl']);
  });
});

describe('parseShowcaseQuery', () => {
  it('reads repeated tags, the operator and the name', () => {
    expect(parseShowcaseQuery('?tags=opensource&tags=i18n&operator=AND&name=Jest', tagKeys)).toEqual({
      tags: ['opensource', 'i18n'],
      operator: 'AND',
      name: 'Jest',
    });
  });

  it('defaults to no tag, OR and no name', () => {
    expect(parseShowcaseQuery('', tagKeys)).toEqual(emptyShowcaseQuery);
    expect(parseShowcaseQuery('?', tagKeys)).toEqual(emptyShowcaseQuery);
    expect(parseShowcaseQuery('?operator=XOR', tagKeys).operator).toBe('OR');
    expect(parseShowcaseQuery('?operator=and', tagKeys).operator).toBe('AND');
  });

  it('drops unknown tags and repeated ones', () => {
    expect(parseShowcaseQuery('?tags=nope&tags=meta&tags=Meta&tags=meta&tags=', tagKeys).tags).toEqual(['meta']);
  });

  it('accepts the query with or without its "?", decoding the name', () => {
    expect(parseShowcaseQuery('name=a%20b%26c', tagKeys).name).toBe('a b&c');
    expect(parseShowcaseQuery('?name=a+b', tagKeys).name).toBe('a b');
  });
});

describe('serializeShowcaseQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeShowcaseQuery(emptyShowcaseQuery)).toBe('');
    expect(serializeShowcaseQuery(query({name: '  '}))).toBe('');
  });

  it('repeats the tags parameter and omits operator=OR', () => {
    expect(serializeShowcaseQuery(query({tags: ['favorite', 'rtl']}))).toBe('?tags=favorite&tags=rtl');
    expect(serializeShowcaseQuery(query({tags: ['rtl'], operator: 'AND', name: 'a b'}))).toBe(
      '?tags=rtl&operator=AND&name=a+b',
    );
  });

  it('keeps parameters it does not own and replaces those it owns', () => {
    expect(serializeShowcaseQuery(query({tags: ['meta']}), '?offlineMode=true&tags=rtl&name=x')).toBe(
      '?offlineMode=true&tags=meta',
    );
  });

  it('round-trips through the URL', () => {
    const states: ShowcaseQuery<TagKey>[] = [
      emptyShowcaseQuery,
      query({tags: ['i18n']}),
      query({tags: ['rtl', 'favorite'], operator: 'AND'}),
      query({tags: ['design'], name: "Kanekotic's Page & co"}),
      query({name: ' leading space kept while typing '}),
      query({name: '前端 ?&=#+%'}),
    ];
    for (const state of states) {
      expect(parseShowcaseQuery(serializeShowcaseQuery(state), tagKeys)).toEqual(state);
    }
  });
});
