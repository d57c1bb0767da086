/**
 * Which files a doc page's changes compare: the page's Markdown in its version and in the previous hosted version,
 * in the reader's language when both are translated, else in English (the comparison then says so).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A hosted docs version and the one before it (`docs` versions: "current" is Canary). */
export type VersionPair = {
  /** The version's name in the docs plugin ("current", "3.9.2"). */
  readonly name: string;
  readonly label: string;
  /** The previous hosted version's name and label ("3.9.2"). */
  readonly previous: string;
};

/** Each hosted version that has a previous hosted version: Canary against the first released one, and so on. */
export function versionPairs(versions: readonly string[]): VersionPair[] {
  const names = ['current', ...versions];
  return names.slice(0, -1).map((name, index) => ({
    name,
    label: name === 'current' ? 'Canary' : name,
    previous: names[index + 1]!,
  }));
}

/** The English folder of a docs version, relative to the site. */
export function englishFolder(version: string): string {
  return version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
}

/** The translated folder of a docs version, relative to the site. */
export function translatedFolder(locale: string, version: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-docs/${version === 'current' ? 'current' : `version-${version}`}`;
}

/** Where a file of the site belongs: its docs version and its path inside the version's folder. */
export function locateDocFile(
  siteDir: string,
  file: string,
  versions: readonly string[],
): {version: string; relative: string} | null {
  const relativeToSite = path.relative(siteDir, file).split(path.sep).join('/');
  for (const version of ['current', ...versions]) {
    for (const folder of [englishFolder(version), translatedFolder('[^/]+', version)]) {
      const match = new RegExp(`^${folder.replaceAll('.', '\\.')}/(.+)$`).exec(relativeToSite);
      if (match) return {version, relative: match[1]!};
    }
  }
  return null;
}

/** The file of the page at `relative` (with its extension) in a version, for a locale; null when there is none. */
function readPage(siteDir: string, folder: string, relative: string): string | null {
  const file = path.join(siteDir, folder, relative);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

export type ComparedSources = {
  readonly before: string | null;
  readonly after: string;
  /** True when the locale is not the default one but the comparison is between the English pages. */
  readonly english: boolean;
};

/**
 * The two sources to compare for the page at `relative` of `pair.name`, for `locale`. `before` is null when the
 * page is new in the version (no file at the same path in the previous version).
 */
export function comparedSources(
  siteDir: string,
  pair: VersionPair,
  relative: string,
  locale: string,
  defaultLocale: string,
): ComparedSources | null {
  const englishAfter = readPage(siteDir, englishFolder(pair.name), relative);
  const englishBefore = readPage(siteDir, englishFolder(pair.previous), relative);
  if (locale !== defaultLocale) {
    const after = readPage(siteDir, translatedFolder(locale, pair.name), relative);
    const before = readPage(siteDir, translatedFolder(locale, pair.previous), relative);
    if (after !== null && (before !== null || englishBefore === null)) return {before, after, english: false};
    if (englishAfter === null) return after === null ? null : {before: null, after, english: false};
    return {before: englishBefore, after: englishAfter, english: true};
  }
  return englishAfter === null ? null : {before: englishBefore, after: englishAfter, english: false};
}

/** The address of a page's changes, below the locale's base URL: `changes/<version>/<path without extension>`. */
export function changesRoute(pair: VersionPair, relative: string): string {
  const version = pair.name === 'current' ? 'next' : pair.name;
  const page = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return [`changes/${version}`, page].filter((part) => part !== '').join('/');
}
