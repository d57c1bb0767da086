/**
 * One search result per page: the versions of a doc (`/docs/next/cli`, `/docs/cli`, `/docs/3.8.1/cli`) are one
 * result, shown in the reader's version when it is among them, with the others reachable from it.
 */

/** A docs version as the docs plugin's global data gives it: `path` is its base path (`/docs/next`, `/docs`). */
export type DocsVersion = {readonly name: string; readonly label: string; readonly path: string};

/** The docs version a page belongs to (the longest version path above it), and the page's path in any version. */
export function locateVersion(
  url: string,
  versions: readonly DocsVersion[],
): {readonly version: DocsVersion | null; readonly key: string} {
  const pathname = url.split(/[?#]/)[0]!;
  const version =
    [...versions]
      .filter((v) => pathname === v.path || pathname.startsWith(`${v.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0] ?? null;
  if (!version) return {version: null, key: pathname};
  // Below the shortest version path (the docs' own base path): the same page in every version has the same key.
  const root = [...versions].sort((a, b) => a.path.length - b.path.length)[0]!.path;
  return {version, key: `${root}${pathname.slice(version.path.length)}`};
}

export type VersionGroup<T> = {
  /** The result shown: in the preferred version if the page exists in it, else the best ranked one. */
  readonly item: T;
  readonly version: DocsVersion | null;
  /** The same page in other versions, in the site's version order. */
  readonly others: readonly {readonly item: T; readonly version: DocsVersion}[];
};

/**
 * Results in rank order, the versions of one page merged into the first of them. `preferred` is the version name
 * the reader reads (their preferred version, else the stable one).
 */
export function groupVersions<T>(
  items: readonly T[],
  urlOf: (item: T) => string,
  versions: readonly DocsVersion[],
  preferred: string | null,
): VersionGroup<T>[] {
  const groups = new Map<string, {item: T; version: DocsVersion | null}[]>();
  for (const item of items) {
    const {version, key} = locateVersion(urlOf(item), versions);
    groups.set(key, [...(groups.get(key) ?? []), {item, version}]);
  }
  const order = (version: DocsVersion | null) => (version ? versions.indexOf(version) : -1);
  return [...groups.values()].map((members) => {
    const shown = members.find((m) => m.version?.name === preferred) ?? members[0]!;
    const others = members
      .filter((m): m is {item: T; version: DocsVersion} => m !== shown && m.version !== null)
      .sort((a, b) => order(a.version) - order(b.version));
    return {item: shown.item, version: shown.version, others};
  });
}
