/**
 * Pure logic of the showcase page: slugs, filtering, sorting and the URL
 * query that holds the filters. No React, no data imports: the data module
 * (`src/data/showcase`) and the preview script both build on this file.
 */

/** How the selected tags combine: a site needs one of them (`OR`) or all of them (`AND`). */
export type ShowcaseOperator = 'AND' | 'OR';

/** The filters of the showcase, as held in the URL query. */
export type ShowcaseQuery<Tag extends string = string> = {
  readonly tags: readonly Tag[];
  readonly operator: ShowcaseOperator;
  /** Case-insensitive part of a site title; kept as typed (untrimmed) so the search box is stable. */
  readonly name: string;
};

/** What filtering and sorting need to know about a site. */
export type FilterableSite<Tag extends string = string> = {
  readonly title: string;
  readonly tags: readonly Tag[];
};

/** The filters in effect when the URL has none. */
export const emptyShowcaseQuery: ShowcaseQuery<never> = {tags: [], operator: 'OR', name: ''};

/** The URL query parameters the showcase owns; any other parameter is left alone. */
export const showcaseQueryParams = {tags: 'tags', operator: 'operator', name: 'name'} as const;

/** 32-bit FNV-1a hash of a string (UTF-16 code units): stable across runs and platforms. */
export function titleHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash as 7 hexadecimal digits (padded), for slug suffixes. */
function shortHash(text: string): string {
  return titleHash(text).toString(16).padStart(8, '0').slice(0, 7);
}

/** Latin letters that Unicode does not decompose into a base letter plus an accent. */
const latinLetters: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ı: 'i',
};

/**
 * The base slug of a site title: accents removed, lowercase ASCII letters and
 * digits, every other run of characters turned into one `-`. A title with no
 * ASCII letter or digit at all (`前端大刘`) becomes `site-<hash>`.
 */
export function siteSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁøØđĐðþßæÆœŒı]/g, (letter) => latinLetters[letter] ?? letter)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? `site-${shortHash(title)}` : slug;
}

/**
 * One unique slug per title. Titles whose base slugs collide (`Foo Bar` and
 * `foo-bar`) all get a hash suffix, so a slug never depends on the order of
 * the list. Throws on duplicate titles, which cannot be told apart.
 */
export function uniqueSiteSlugs(titles: readonly string[]): ReadonlyMap<string, string> {
  const byBase = new Map<string, string[]>();
  for (const title of titles) {
    const base = siteSlug(title);
    byBase.set(base, [...(byBase.get(base) ?? []), title]);
  }
  const slugs = new Map<string, string>();
  for (const [base, group] of byBase) {
    for (const title of group) {
      if (slugs.has(title)) {
        throw new Error(`Duplicate showcase title "${title}"`);
      }
      slugs.set(title, group.length === 1 ? base : `${base}-${shortHash(title)}`);
    }
  }
  return slugs;
}

/**
 * Compares titles case-insensitively by UTF-16 code units, not with
 * `localeCompare`: the server and every browser must produce the same order,
 * or hydration would mismatch.
 */
export function compareTitles(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) {
    return lowerA < lowerB ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A copy of `sites`, sorted alphabetically by title (case-insensitive). */
export function sortSites<S extends {readonly title: string}>(sites: readonly S[]): S[] {
  return [...sites].sort((a, b) => compareTitles(a.title, b.title));
}

/** Whether `site` passes the tag filter; no selected tag lets every site through. */
function matchesTags(site: FilterableSite, tags: readonly string[], operator: ShowcaseOperator): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

/** Whether the site title contains `name` (trimmed, case-insensitive); an empty name matches all. */
function matchesName(site: FilterableSite, name: string): boolean {
  const needle = name.trim().toLowerCase();
  return needle === '' || site.title.toLowerCase().includes(needle);
}

/** The sites that pass both the tag filter and the name search, in their original order. */
export function filterSites<S extends FilterableSite>(
  sites: readonly S[],
  query: ShowcaseQuery<S['tags'][number]>,
): S[] {
  return sites.filter((site) => matchesTags(site, query.tags, query.operator) && matchesName(site, query.name));
}

/** Whether the query narrows the list (the operator alone does not: it needs tags). */
export function isFilterActive(query: ShowcaseQuery): boolean {
  return query.tags.length > 0 || query.name.trim() !== '';
}

/** `tags` with `tag` added at the end, or removed when it was there. */
export function toggleTag<Tag extends string>(tags: readonly Tag[], tag: Tag): Tag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

/**
 * Reads the filters from a URL query string (`?tags=a&tags=b&operator=AND&name=x`,
 * with or without the `?`). Tags not in `knownTags` are dropped and repeated
 * tags kept once; any operator other than `AND` (any case) means `OR`.
 */
export function parseShowcaseQuery<Tag extends string>(search: string, knownTags: readonly Tag[]): ShowcaseQuery<Tag> {
  const params = new URLSearchParams(search);
  const tags: Tag[] = [];
  for (const value of params.getAll(showcaseQueryParams.tags)) {
    const tag = knownTags.find((known) => known === value);
    if (tag !== undefined && !tags.includes(tag)) {
      tags.push(tag);
    }
  }
  const operator = params.get(showcaseQueryParams.operator)?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  return {tags, operator, name: params.get(showcaseQueryParams.name) ?? ''};
}

/**
 * Writes the filters as a URL query string: `?` followed by the parameters, or
 * `''` when there is nothing to write. Defaults are omitted (`operator=OR`, an
 * empty name). Parameters of `currentSearch` that the showcase does not own
 * (such as `offlineMode`) are kept, first.
 */
export function serializeShowcaseQuery(query: ShowcaseQuery, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.values(showcaseQueryParams)) {
    params.delete(key);
  }
  for (const tag of query.tags) {
    params.append(showcaseQueryParams.tags, tag);
  }
  if (query.operator === 'AND') {
    params.set(showcaseQueryParams.operator, 'AND');
  }
  if (query.name.trim() !== '') {
    params.set(showcaseQueryParams.name, query.name);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** The host name of a site's URL, without a leading `www.`. */
export function siteDomain(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}
