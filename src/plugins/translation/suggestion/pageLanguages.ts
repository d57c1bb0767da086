/**
 * What each locale's build says about its pages, for the language suggestion
 * (./clientModule.ts): `<locale base URL>page-languages.json`.
 */

export const PAGE_LANGUAGES_FILE = 'page-languages.json';

export type SuggestionTexts = {
  /** "This page is also in Japanese." — in the locale's own language. */
  readonly message: string;
  readonly link: string;
  readonly dismiss: string;
};

export type PageLanguages = {
  readonly locale: string;
  /** The locale's `<html lang>`. */
  readonly lang: string;
  readonly texts: SuggestionTexts;
  /**
   * The pages really written in the locale's language, as paths below its base URL (`/docs/installation`), or
   * `'all'` for the default locale, in which every page exists.
   */
  readonly routes: readonly string[] | 'all';
};

type Content = {readonly permalink: string; readonly source: string};

/**
 * The pages of a translated locale that have their own translation, from the content plugins' loaded content
 * (docs, blog and pages plugins: a translation's source lies in the i18n folder). Pages written in React are
 * translated through the code translations: they count as translated.
 */
export function translatedRoutes(allContent: unknown, baseUrl: string): string[] {
  const routes = new Set<string>();
  const add = ({permalink, source}: Content, react = false) => {
    if (react || source.startsWith('@site/i18n/'))
      routes.add(`/${permalink.slice(baseUrl.length)}`.replace(/\/+$/, '') || '/');
  };
  const byPlugin = allContent as Record<string, Record<string, unknown>>;
  for (const content of Object.values(byPlugin['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as {loadedVersions?: {docs: Content[]}[]}).loadedVersions ?? [])
      version.docs.forEach((doc) => add(doc));
  }
  for (const content of Object.values(byPlugin['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (content as {blogPosts?: {metadata: Content}[]}).blogPosts ?? []) add(post.metadata);
  }
  for (const content of Object.values(byPlugin['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of (content as (Content & {type: string})[] | undefined) ?? []) add(page, page.type === 'jsx');
  }
  return [...routes].sort();
}

/** The locale the reader's browser prefers among the site's, by language (`ja-JP` → `ja`), if any. */
export function preferredLocale(
  browserLanguages: readonly string[],
  siteLocales: readonly string[],
): string | undefined {
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    const locale = siteLocales.find((l) => l.toLowerCase() === language.toLowerCase() || l.toLowerCase() === base);
    if (locale) return locale;
  }
  return undefined;
}

/** Whether `path` (below the locale's base URL) exists, really in that locale's language. */
export function hasPage(languages: PageLanguages, path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  return languages.routes === 'all' || languages.routes.includes(clean);
}
