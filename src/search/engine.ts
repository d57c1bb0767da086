/**
 * The browser side of the embedded search: loads the Pagefind bundle written
 * next to the site (`<baseUrl>pagefind/`) on first use, then runs queries.
 * Pagefind picks the index of the page's language (`<html lang>`).
 */
import {rankByTitle, type PagefindResultData} from './hits';

type PagefindResult = {readonly id: string; readonly score: number; data(): Promise<PagefindResultData>};

export type PagefindApi = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, unknown>}): Promise<{results: PagefindResult[]} | null>;
  debouncedSearch?: unknown;
  filters(): Promise<Record<string, Record<string, number>>>;
};

let pagefind: Promise<PagefindApi> | undefined;

/** Loads Pagefind once; a failed load (e.g. offline before it was cached) is retried on the next call. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  if (!pagefind) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    pagefind = import(/* webpackIgnore: true */ url).then(async (module: PagefindApi) => {
      await module.options({baseUrl: '/', excerptLength: 24});
      await module.init();
      return module;
    });
    pagefind.catch(() => {
      pagefind = undefined;
    });
  }
  return pagefind;
}

export type PageMatch = {readonly id: string; readonly data: PagefindResultData};

/** How many of the engine's top results are loaded to re-rank them by title. */
const CANDIDATES = 24;

/** The best `limit` pages for a query, optionally only those with one of the given Docusaurus search tags. */
export async function searchPages(
  engine: PagefindApi,
  query: string,
  {tags, limit}: {tags?: readonly string[]; limit: number},
): Promise<{total: number; pages: PageMatch[]}> {
  const filters = tags ? {docusaurus_tag: {any: [...tags]}} : undefined;
  const response = await engine.search(query, filters ? {filters} : undefined);
  const results = response?.results ?? [];
  const candidates = await Promise.all(
    results.slice(0, Math.max(limit, CANDIDATES)).map(async (r) => ({id: r.id, data: await r.data()})),
  );
  return {total: results.length, pages: rankByTitle(candidates, query).slice(0, limit)};
}
