/**
 * The showcase page's state: the filters (tags, how they combine, a name
 * search), as held in the URL query, and the sites they let through.
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
