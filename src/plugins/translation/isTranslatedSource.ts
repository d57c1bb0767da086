/**
 * Whether a content file (the `source` of a doc or blog post's metadata, such
 * as `@site/i18n/ja/docusaurus-plugin-content-docs/current/cli.mdx`) is a
 * translation. A page without one falls back to the English file, whose source
 * is outside `i18n/` (`@site/docs/cli.mdx`).
 */
export function isTranslatedSource(source: string): boolean {
  return /^@site\/i18n\/[^/]+\//.test(source);
}

/**
 * Whether the page needs the "not translated yet" treatment: in another
 * locale than the default, a page whose file lies in one of the English
 * content folders that translations mirror (`sourceRoots`, such as `docs`).
 * Content generated per locale (the changelog) is never "untranslated".
 */
export function isUntranslatedPage(params: {
  readonly source: string;
  readonly currentLocale: string;
  readonly defaultLocale: string;
  readonly sourceRoots: readonly string[];
}): boolean {
  const {source, currentLocale, defaultLocale, sourceRoots} = params;
  return (
    currentLocale !== defaultLocale &&
    !isTranslatedSource(source) &&
    sourceRoots.some((root) => source.startsWith(`@site/${root}/`))
  );
}
