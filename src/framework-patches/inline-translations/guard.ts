/**
 * An `id` property with a literal value, as the compiler emits a
 * translate() descriptor or a <Translate> prop (ids are ASCII words joined
 * by dots and dashes). A bare quoted id is not enough: the docs quote ids
 * in their text and code blocks, which look nothing up.
 */
const ID_PROPERTY = /(?:\bid|["']id["'])\s*:\s*["'`]([\w$][\w$.-]*)["'`]/g;

/**
 * The removed ids the emitted scripts still pass to translate() or
 * <Translate>: each would be looked up at run time in a table that no
 * longer holds it, and the reader would get the English default instead of
 * the translation.
 */
export function idsStillLookedUp(scripts: Iterable<string>, removed: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const script of scripts) {
    for (const [, candidate] of script.matchAll(ID_PROPERTY)) {
      if (removed.has(candidate!)) found.add(candidate!);
    }
  }
  return [...found].sort();
}
