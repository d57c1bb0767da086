/**
 * What one locale's build indexes, and where. `docusaurus build` builds the
 * locales one after the other in one process (default locale first, the
 * others into sub-folders; with a single `--locale`, that locale alone at the
 * site's root), and gives a plugin's `postBuild` only the locale being built:
 * its routes, base URL and output folder. The command line (`--locale`) never
 * reaches plugins, so a plugin cannot tell which locales the command builds,
 * nor which is last. So each locale indexes its own routes into its own
 * `pagefind/` folder, right after it is built: every page is indexed once, a
 * single-locale build indexes that locale only, and no locale reads another's
 * (maybe stale) output.
 */
import type {RouteRule} from '../options';
import {matchesRoute, pathBelowBase} from '../routes';

const INDEX_FOLDER = 'pagefind';

/** Where a locale's index is served: `/ja/` → `/ja/pagefind/`. */
export function indexUrlOf(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${INDEX_FOLDER}/`;
}

/**
 * The file `docusaurus build` writes for a route, relative to the locale's
 * output folder (the rule of core's `pathnameToFilename`):
 * `docs/installation` → `docs/installation.html` under `trailingSlash: false`.
 */
export function pageFileOf(routeBelowBase: string, trailingSlash: boolean | undefined): string {
  if (/\.html?$/i.test(routeBelowBase)) return routeBelowBase;
  if (trailingSlash === false && routeBelowBase !== '' && !routeBelowBase.endsWith('/'))
    return `${routeBelowBase}.html`;
  return `${routeBelowBase.replace(/\/?$/, '/')}index.html`.replace(/^\//, '');
}

export type LocaleIndexInput = {
  /** The locale's routes (`postBuild`'s `routesPaths`), all below `baseUrl`. */
  readonly routesPaths: readonly string[];
  /** The locale's base URL: `/`, `/ja/`. */
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
  readonly excludedRoutes: readonly RouteRule[];
};

export type LocaleIndexPlan = {
  /** The pages to index: the URL readers use, and the built file relative to the locale's output folder. */
  readonly pages: readonly {readonly url: string; readonly file: string}[];
  /** The index folder, relative to the locale's output folder. */
  readonly indexFolder: string;
  /** Where the browser loads the index from. */
  readonly indexUrl: string;
};

export function planLocaleIndex({
  routesPaths,
  baseUrl,
  trailingSlash,
  excludedRoutes,
}: LocaleIndexInput): LocaleIndexPlan {
  const pages: {url: string; file: string}[] = [];
  for (const route of new Set(routesPaths)) {
    const path = pathBelowBase(route, baseUrl);
    if (path === null || excludedRoutes.some((rule) => matchesRoute(path, rule))) continue;
    const below = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : '';
    pages.push({url: route, file: pageFileOf(below, trailingSlash)});
  }
  return {pages, indexFolder: INDEX_FOLDER, indexUrl: indexUrlOf(baseUrl)};
}
