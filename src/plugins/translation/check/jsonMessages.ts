/** A translation JSON file as Docusaurus reads it: id → message (and a description for translators). */
export type TranslationJson = Record<string, {readonly message: string; readonly description?: string}>;

/**
 * Messages that may equal their English default: names, symbols and
 * placeholders-only patterns, which read the same in every language.
 */
export const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'code.json#colorGenerator.rating.aa',
  'code.json#colorGenerator.rating.aaa',
  'code.json#theme.blog.author.pageTitle',
  'code.json#search.section.api',
  'docusaurus-plugin-content-docs/current.json#sidebar.api.category.@docusaurus/eslint-plugin',
  'docusaurus-plugin-content-docs/version-3.9.2.json#sidebar.api.category.@docusaurus/eslint-plugin',
  'docusaurus-plugin-content-docs/version-3.9.2.json#version.label',
  'docusaurus-plugin-content-docs/version-3.8.1.json#sidebar.api.category.@docusaurus/eslint-plugin',
  'docusaurus-plugin-content-docs/version-3.8.1.json#version.label',
  'docusaurus-theme-classic/navbar.json#title',
  'docusaurus-theme-classic/navbar.json#item.label.API',
  'docusaurus-theme-classic/footer.json#link.item.label.Stack Overflow',
  'docusaurus-theme-classic/footer.json#link.item.label.Discord',
  'docusaurus-theme-classic/footer.json#link.item.label.X',
  'docusaurus-theme-classic/footer.json#link.item.label.BlueSky',
  'docusaurus-theme-classic/footer.json#link.item.label.GitHub',
]);

/**
 * Messages each locale gets from the config instead: the footer's copyright
 * line carries the current year (config/footer.ts), which a translation file
 * would freeze.
 */
export const TRANSLATED_IN_CONFIG: ReadonlySet<string> = new Set(['docusaurus-theme-classic/footer.json#copyright']);

/** Test fixtures (`/tests/…`) stay English by design (i18n/ja/STYLE.md, 7.3). */
export const ENGLISH_BY_DESIGN_FILES: ReadonlySet<string> = new Set([
  'docusaurus-plugin-content-docs-docs-tests/current.json',
  'docusaurus-plugin-content-blog-blog-tests/options.json',
]);

/**
 * Problems of one translated JSON file against the English messages the
 * site's code and config define (`write-translations --locale en --override`):
 * keys that `write-translations` would add, and messages left in English.
 */
export function jsonMessageProblems(
  file: string,
  english: TranslationJson,
  translated: TranslationJson | undefined,
): string[] {
  if (ENGLISH_BY_DESIGN_FILES.has(file)) return [];
  if (!translated)
    return [
      `${file}: missing (write-translations would create it with ${Object.keys(english).length} English messages)`,
    ];
  const problems: string[] = [];
  for (const [id, {message}] of Object.entries(english)) {
    const translation = translated[id];
    if (TRANSLATED_IN_CONFIG.has(`${file}#${id}`)) continue;
    if (!translation)
      problems.push(
        `${file}: "${id}" has no translation (write-translations would add it in English: ${JSON.stringify(message)})`,
      );
    else if (translation.message === message && !SAME_AS_ENGLISH_ALLOWED.has(`${file}#${id}`)) {
      problems.push(`${file}: "${id}" is still the English text ${JSON.stringify(message)}`);
    }
  }
  return problems;
}
