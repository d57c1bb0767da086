/** The showcase's order: alphabetical by title, the same on the server and in every browser. */

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
