/**
 * How the search plugin's theme takes over `@theme/SearchBar` and
 * `@theme/SearchPage`, and how its wrappers still reach theme-search-algolia's
 * components for the hosted mode.
 *
 * Docusaurus resolves `@theme/X` to the LAST theme folder that provides X
 * (core's `loadThemeAliases`: its fallback theme, then each plugin's
 * `getThemePath` in plugin order: preset plugins, preset themes, site
 * `plugins`, site `themes`), and `src/theme/X` overrides them all. So the
 * wrappers win only when this plugin comes after theme-search-algolia (a
 * preset theme) and no later plugin, theme or site swizzle provides X.
 *
 * `@theme-original/X` is then the wrapper itself, and `@theme-init/X` the
 * FIRST theme that provided X: for SearchBar that is theme-classic's
 * placeholder (a Noop), not Algolia's. theme-search-algolia exports no deeper
 * path either, so the plugin gives its wrappers their own aliases to the
 * theme's files (`HOSTED_ALIASES`).
 */
import path from 'node:path';

export const WRAPPED_COMPONENTS = ['SearchBar', 'SearchPage'] as const;

/** A component only theme-search-algolia provides: where it points tells whether that theme is loaded. */
const ALGOLIA_ONLY_COMPONENT = 'SearchTranslations';

/** theme-search-algolia's theme folder (`lib/theme`). */
export function algoliaThemeDir(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
}

/** `@search-hosted/SearchBar` → theme-search-algolia's SearchBar (and SearchPage): what the wrappers render in hosted mode. */
export function hostedComponentAliases(themeDir = algoliaThemeDir()): Record<string, string> {
  return Object.fromEntries(
    WRAPPED_COMPONENTS.map((component) => [`@search-hosted/${component}`, path.join(themeDir, component)]),
  );
}

const isInside = (file: unknown, dir: string): boolean =>
  typeof file === 'string' && path.resolve(file).startsWith(`${path.resolve(dir)}${path.sep}`);

/**
 * What is wrong with `aliases` (the bundler's `resolve.alias`) for this
 * plugin's wrappers: each `@theme/X` must be the file in `ownThemeDir`, and
 * theme-search-algolia (`algoliaDir`) must be loaded.
 */
export function themePrecedenceProblems(
  aliases: Readonly<Record<string, unknown>>,
  ownThemeDir: string,
  algoliaDir: string,
): string[] {
  const problems: string[] = [];
  for (const component of WRAPPED_COMPONENTS) {
    const resolved = aliases[`@theme/${component}`];
    if (!isInside(resolved, ownThemeDir)) {
      problems.push(
        `@theme/${component} resolves to ${String(resolved)}, not to the search plugin's wrapper: a plugin or theme listed ` +
          `after the search plugin, or src/theme/${component}, provides it. Remove it or move the search plugin after it.`,
      );
    }
  }
  const translations = aliases[`@theme/${ALGOLIA_ONLY_COMPONENT}`];
  if (!isInside(translations, algoliaDir)) {
    problems.push(
      `@theme/${ALGOLIA_ONLY_COMPONENT} resolves to ${String(translations)}: theme-search-algolia is not loaded ` +
        '(preset-classic loads it only when themeConfig.algolia is set).',
    );
  }
  return problems;
}
