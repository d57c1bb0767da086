/**
 * The browser side of the embedded search: loads the locale's Pagefind bundle
 * (`<locale baseUrl>pagefind/`, the plugin's global data) on first use, then
 * runs queries.
 */
import type {PagefindResultData} from './hits';
import {rankPages} from './ranking';

type PagefindResult = {readonly id: string; readonly score: number; data(): Promise<PagefindResultData>};

export type PagefindApi = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, unknown>}): Promise<{results: PagefindResult[]} | null>;
  debouncedSearch?: unknown;
  filters(): Promise<Record<string, Record<string, number>>>;
};

let pagefind: Promise<PagefindApi> | undefined;

/**
 * `noWorker`: the engine runs on the page instead of in a Web Worker. A query
 * takes a few milliseconds of WebAssembly either way, and the worker would be
 * one more script (12 kB gzip) for the first query to download.
 * (scripts/bench-search.mjs measures with the same options.)
 * `baseUrl: '/'`: the indexed URLs already start with the site's base URL.
 */
export const ENGINE_OPTIONS = {baseUrl: '/', excerptLength: 24, noWorker: true} as const;

/** Loads Pagefind once; a failed load (e.g. offline before it was cached) is retried on the next call. */
export function loadPagefind(indexUrl: string): Promise<PagefindApi> {
  if (!pagefind) {
    const url = `${indexUrl}pagefind.js`;
    pagefind = import(/* webpackIgnore: true */ url).then(async (module: PagefindApi) => {
      await module.options(ENGINE_OPTIONS);
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

/**
 * Pages whose data is read to rank them: only those shown. Reading 20 put the page named like the query first more
 * often, but the first query then fetched 215 kB instead of 136 (bench:search, 2026-12-07).
 */
export const CANDIDATES = 0;

/**
 * The best `limit` pages for a query, optionally only those with one of the
 * given Docusaurus search tags. The data of the first CANDIDATES is downloaded
 * (one fragment each) and ranked as readers of documentation expect
 * (./ranking.ts); pages that match only fragments of the query's words are dropped.
 */
export async function searchPages(
  engine: PagefindApi,
  query: string,
  {tags, limit}: {tags?: readonly string[]; limit: number},
): Promise<{total: number; pages: PageMatch[]}> {
  const filters = tags ? {docusaurus_tag: {any: [...tags]}} : undefined;
  const response = await engine.search(query, filters ? {filters} : undefined);
  const results = response?.results ?? [];
  const read = results.slice(0, Math.max(limit, CANDIDATES));
  const candidates = await Promise.all(read.map(async (r) => ({id: r.id, data: await r.data()})));
  const ranked = rankPages(candidates, query);
  // None of the best-scored pages matches for real: the rest, scored lower, do not either.
  const total = ranked.length === 0 ? 0 : ranked.length + results.length - read.length;
  return {total, pages: ranked.slice(0, limit)};
}
