/** Length of common prefix of two strings. */
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Shortens core's chunk names (8 hex digits of a hash of the module path) to
 * the shortest prefix, at least `minLength` long, that no other name shares.
 * The client bundle uses chunk names as chunk ids (see ./index.ts), so every
 * character is paid once per chunk in the runtime's chunk → file map. A
 * name keeps its short form from build to build unless a new name shares a
 * longer prefix with it: file names, and so browser caches, stay stable.
 */
export function shortChunkNames(names: Iterable<string>, minLength = 4): Map<string, string> {
  const sorted = [...new Set(names)].sort();
  const short = new Map<string, string>();
  sorted.forEach((name, i) => {
    const before = i > 0 ? commonPrefix(name, sorted[i - 1]!) : 0;
    const after = i < sorted.length - 1 ? commonPrefix(name, sorted[i + 1]!) : 0;
    short.set(name, name.slice(0, Math.max(minLength, before + 1, after + 1)));
  });
  return short;
}
