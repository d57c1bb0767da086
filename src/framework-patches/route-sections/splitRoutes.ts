import type {RouteNode} from './generatedFiles';

/** A route kept in the bundle that loads it, its children possibly split further. */
export type KeptRoute = Omit<RouteNode, 'routes'> & {routes?: SplitItem[]};

/** Routes moved out of the bundle: one path prefix, loaded when a pathname below it is first preloaded. */
export type Section = {
  /** Unique, readable, derived from the prefix (`docs-next`): names the section's chunk. */
  id: string;
  /** The section's routes match exactly the pathnames this non-exact path matches. */
  path: string;
  routes: SplitItem[];
  /** The catch-all route that followed the section's routes (the 404 page), repeated inside it. */
  fallback?: RouteNode;
};

export type SplitItem = {route: KeptRoute} | {section: Section};

export type SplitResult = {routes: SplitItem[]; sections: Section[]};

export type SplitOptions = {
  /** The site's baseUrl (`/`, `/ja/`): top-level routes are grouped by their first path segment below it. */
  baseUrl: string;
  /** A group of routes becomes a section when it holds at least this many routes (its own sections excluded). */
  minRoutes: number;
};

const trimSlash = (path: string): string => path.replace(/\/+$/, '');
const lower = (path: string): string => trimSlash(path).toLowerCase();

/** Whether `path` is `prefix` or below it (react-router matches case-insensitively, so do we). */
export function isAtOrBelow(path: string, prefix: string): boolean {
  const p = lower(path);
  const q = lower(prefix);
  return p === q || p.startsWith(`${q}/`) || q === '';
}

/** Characters that make a route path a pattern rather than a literal path. */
const PATTERN = /[:*?()+[\]]/;

/** The first path segment of `path` below `base` ('' when it is `base` itself), or undefined outside `base`. */
export function segmentBelow(path: string, base: string): string | undefined {
  const p = trimSlash(path);
  const b = trimSlash(base);
  if (p === b) return '';
  if (!p.startsWith(`${b}/`)) return undefined;
  return p.slice(b.length + 1).split('/')[0];
}

/**
 * Paths core's normalizeLocation strips (`/a.html` → `/a`) unless an exact
 * route matches them; it runs before the next route is preloaded, so such a
 * route must be in the bundle, not in a section still to load.
 */
const HTML_PATH = /(?:\/index)?\.html$/;

/**
 * Whether the `.html` route at `index` may move up to just before its
 * group's section: no route of the group listed before it could match its
 * path, so it still wins exactly the pathnames it won before.
 */
function canHoist(list: RouteNode[], members: number[], index: number): boolean {
  const target = list[index]!;
  if (!target.exact || target.routes) return false;
  return members
    .filter((i) => i < index)
    .every((i) => {
      const earlier = list[i]!;
      return lower(earlier.path) !== lower(target.path) && (earlier.exact || !isAtOrBelow(target.path, earlier.path));
    });
}

function holdsSection(item: SplitItem): boolean {
  return 'section' in item || (item.route.routes ?? []).some(holdsSection);
}

/**
 * The routes of an item that moving it to a section would take out of the
 * bundle. A route leading to a section counts for nothing: it is the way to
 * that section, and putting it in a section of its own would only add a
 * second request before the inner one.
 */
function keptCount(item: SplitItem): number {
  if (holdsSection(item)) return 0;
  return 1 + ((item as {route: KeptRoute}).route.routes ?? []).reduce((sum, child) => sum + keptCount(child), 0);
}

/**
 * Whether `route`, placed after a section's first route in the same list,
 * could match a pathname at or below the section's path: such a route would
 * lose those pathnames to the section, so the group stays in the bundle.
 * The catch-all `*` is the exception: the section repeats it as its fallback.
 */
function competesWith(route: RouteNode, sectionPath: string): boolean {
  if (route.path === '*') return false;
  if (PATTERN.test(route.path)) return true;
  if (isAtOrBelow(route.path, sectionPath)) return true;
  return !route.exact && isAtOrBelow(sectionPath, route.path);
}

/**
 * Splits core's route tree into the routes kept in the main bundle and
 * sections loaded on demand. Routes are grouped by their first path segment
 * below their parent (below baseUrl at the top level); a group becomes one
 * section, at the place of its first route, when:
 * - it has at least `minRoutes` routes left after its own subtrees were split,
 *   not counting the routes that lead to those inner sections (keptCount);
 * - at the top level, it is not the home group (theme-common looks the home
 *   route up in the top-level list);
 * - below the top level, it holds only parent routes: a parent such as the
 *   docs plugin's DocRoot reads its leaf routes' attributes (`sidebar`), so
 *   leaves stay beside their siblings;
 * - no later route of the list could match a pathname below the group's path
 *   (only the catch-all, which the section repeats), and no route of the
 *   group has a pattern; `.html` routes stay in the bundle, just before the
 *   section (see HTML_PATH).
 * Under these rules a pathname matches the section exactly when it matched
 * one of the group's routes or fell through them to the catch-all, so
 * rendering and matching are unchanged once the section is loaded.
 */
export function splitRoutes(routes: RouteNode[], options: SplitOptions): SplitResult {
  const sections: Section[] = [];
  const usedIds = new Set<string>();
  const base = trimSlash(options.baseUrl);

  function sectionId(path: string): string {
    const stem =
      trimSlash(path)
        .slice(base.length)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'root';
    let id = stem;
    for (let n = 2; usedIds.has(id); n += 1) id = `${stem}-${n}`;
    usedIds.add(id);
    return id;
  }

  function splitList(list: RouteNode[], parentPath: string | undefined): SplitItem[] {
    const items = list.map((route): {route: KeptRoute} => {
      const {routes: children, ...rest} = route;
      return {route: children ? {...rest, routes: splitList(children, route.path)} : rest};
    });

    const groupBase = parentPath ?? base;
    const groups = new Map<string, number[]>();
    list.forEach((route, index) => {
      const segment = route.path === '*' ? undefined : segmentBelow(route.path, groupBase);
      if (segment === undefined) return;
      groups.set(segment, [...(groups.get(segment) ?? []), index]);
    });

    const placed = new Map<number, SplitItem[]>();
    const moved = new Set<number>();
    for (const [segment, members] of groups) {
      const path = segment === '' ? trimSlash(groupBase) || '/' : `${trimSlash(groupBase)}/${segment}`;
      if (parentPath === undefined && segment === '') continue;
      if (parentPath !== undefined && members.some((i) => !list[i]!.routes)) continue;
      if (members.some((i) => PATTERN.test(list[i]!.path))) continue;
      const hoisted = members.filter((i) => HTML_PATH.test(list[i]!.path));
      if (!hoisted.every((h) => canHoist(list, members, h))) continue;
      const inSection = members.filter((i) => !hoisted.includes(i));
      const kept = inSection.reduce((sum, i) => sum + keptCount(items[i]!), 0);
      if (kept < options.minRoutes) continue;
      const first = members[0]!;
      const memberSet = new Set(members);
      const later = list.filter((_, i) => i > first && !memberSet.has(i));
      if (later.some((r) => competesWith(r, path))) continue;
      const fallback = later.find((r) => r.path === '*');
      const section: Section = {
        id: sectionId(path),
        path,
        routes: inSection.map((i) => items[i]!),
        ...(fallback ? {fallback} : {}),
      };
      sections.push(section);
      placed.set(first, [...hoisted.map((i) => items[i]!), {section}]);
      members.forEach((i) => moved.add(i));
    }

    return items.flatMap((item, index) => placed.get(index) ?? (moved.has(index) ? [] : [item]));
  }

  return {routes: splitList(routes, undefined), sections};
}
