/**
 * Route matching shared by the indexer (which pages to skip) and the client
 * (which section a hit belongs to). Pure functions over the plugin's options.
 */
import type {RouteRule, SectionId, SectionRule} from './options';

const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');

const isAtOrBelow = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * `/ja/docs/installation#x` with base URL `/ja/` → `docs/installation`: the
 * path below the locale's base URL, without slashes, query or hash; null for
 * a URL outside the base.
 */
export function pathBelowBase(url: string, baseUrl: string): string | null {
  const pathname = url.replace(/[?#].*$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (pathname === base.slice(0, -1)) return '';
  if (!pathname.startsWith(base)) return null;
  return trimSlashes(pathname.slice(base.length));
}

/** Whether `path` (relative to the locale's base URL, as `pathBelowBase` gives it) is one of the rule's routes. */
export function matchesRoute(path: string, rule: RouteRule): boolean {
  const base = trimSlashes(rule.routeBasePath);
  let rest: string;
  if (base === '') rest = path;
  else if (isAtOrBelow(path, base)) rest = path.slice(base.length + 1);
  else return false;
  const [first = ''] = rest.split('/');
  if (rule.versionPaths?.includes(first)) rest = rest.slice(first.length + 1);
  return !rule.paths || rule.paths.some((p) => isAtOrBelow(rest, trimSlashes(p)));
}

/** The section of a page: the first rule that matches, `pages` when none does. */
export function sectionOf(path: string, rules: readonly SectionRule[]): SectionId {
  return rules.find((rule) => matchesRoute(path, rule))?.section ?? 'pages';
}
