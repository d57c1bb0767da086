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

/**
 * The problem when the build replaced no request for core's code translation
 * table: core renamed the module, and the table would ship whole again
 * without a word. Undefined when the replacement happened.
 */
export function tableNotReplaced(replacements: number, request: string): string | undefined {
  return replacements > 0
    ? undefined
    : `[inline-translations] no module imported ${request}: core renamed the module of its code translation table (check @docusaurus/core's client code and CODE_TRANSLATIONS_REQUEST in src/framework-patches/inline-translations/index.ts), or dropped it.`;
}
