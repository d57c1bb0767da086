/**
 * Names under which Prism's language files register the languages this site
 * may add (`prism.additionalLanguages`), when they differ from the file's
 * name; from prismjs/components.json, which ./prismLanguages.test.ts compares
 * this table with. A language missing here is found under its own name only.
 */
export const PRISM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bash: ['sh', 'shell'],
  haskell: ['hs'],
  json: ['webmanifest'],
  latex: ['tex', 'context'],
};

/**
 * The configured language whose file registers `name` (Prism languages are
 * lower case; theme-classic lowers the name too), or undefined when none of
 * `additionalLanguages` does.
 */
export function languageToRegister(name: string, additionalLanguages: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  return additionalLanguages.find((language) => language === wanted || PRISM_ALIASES[language]?.includes(wanted));
}
