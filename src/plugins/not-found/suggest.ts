/**
 * What the not-found page offers for the address a reader asked for: the nearest pages of the site (by path and
 * title), the archived documentation of a version this site no longer hosts, the Docusaurus 1 site for a v1 address.
 * Pure functions over the locale's page list (./pageList.ts writes it at build time).
 */

/** A page of the locale: its path (with the locale's base URL) and its title. */
export type PageEntry = {readonly path: string; readonly title: string};

/** The list the build writes for each locale (`not-found-pages.json`). */
export type PageList = {readonly pages: readonly PageEntry[]};

/** Words of a path or title, lower case: "/docs/api/plugin-content-docs" → ["docs", "api", "plugin", "content", "docs"]. */
export function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for strings with nothing in common (edit distance over the longer length). */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * The part of a path below its section: the docs version's path (the longest of `sections` that contains it), the
 * blog, the changelog… "/docs/next/api/cli" with sections ["/docs/", "/docs/next/"] → {section: "/docs/next/", rest: "api/cli"}.
 */
export function splitSection(pathname: string, sections: readonly string[]): {section: string; rest: string} {
  const section = sections
    .filter((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  if (!section) return {section: '', rest: pathname.replace(/^\//, '')};
  return {section, rest: pathname.slice(section.length).replace(/\/$/, '')};
}

/** How near a page is to the asked address, from 0 to 1. */
function nearness(asked: {rest: string; words: string[]}, page: {rest: string; title: string}): number {
  const askedLast = asked.rest.split('/').pop() ?? '';
  const pageLast = page.rest.split('/').pop() ?? '';
  const pathScore = Math.max(similarity(asked.rest, page.rest), similarity(askedLast, pageLast));
  const pageWords = [...words(page.rest), ...words(page.title)];
  const found = asked.words.filter((word) => pageWords.some((other) => similarity(word, other) >= 0.75));
  const wordScore = asked.words.length === 0 ? 0 : found.length / asked.words.length;
  return 0.6 * pathScore + 0.4 * wordScore;
}

/** Below this nearness a page is not offered: "no such page" is more honest than a random one. */
export const MIN_NEARNESS = 0.55;

/**
 * Up to `limit` pages nearest to `pathname`, nearest first. Pages of the asked section (the docs version, the
 * blog…) come before equally near pages of another; a page found in several sections is offered once, in the asked
 * section if it is there. `sections` are path prefixes ending with "/" (docs versions' paths, "/blog/"…).
 */
export function suggestPages(
  pathname: string,
  pages: readonly PageEntry[],
  sections: readonly string[],
  limit = 5,
): PageEntry[] {
  const asked = splitSection(decodePath(pathname), sections);
  if (asked.rest === '') return [];
  const askedWords = words(asked.rest);
  const scored = pages.map((page) => {
    const {section, rest} = splitSection(page.path, sections);
    const sameSection = section === asked.section;
    const score = nearness({rest: asked.rest, words: askedWords}, {rest, title: page.title});
    return {page, rest, score: score + (sameSection ? 0.05 : 0), sameSection, raw: score};
  });
  const best = scored
    .filter((entry) => entry.raw >= MIN_NEARNESS && entry.page.path !== pathname)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length);
  const seen = new Set<string>();
  const chosen: PageEntry[] = [];
  for (const entry of best) {
    if (seen.has(entry.rest)) continue;
    seen.add(entry.rest);
    chosen.push(entry.page);
    if (chosen.length === limit) break;
  }
  return chosen;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A docs address of a version this site no longer hosts (`versionsArchived.json`: version → archived docs URL), e.g.
 * "/ja/docs/3.7.0/installation" with docsPath "/ja/docs/" → {version: "3.7.0", url: …}. Null otherwise.
 */
export function archivedVersionOf(
  pathname: string,
  docsPath: string,
  archived: Readonly<Record<string, string>>,
): {version: string; url: string} | null {
  if (!pathname.startsWith(docsPath)) return null;
  const version = pathname.slice(docsPath.length).split('/')[0] ?? '';
  const url = archived[version];
  return url ? {version, url} : null;
}

/**
 * The Docusaurus 1 site's address for a v1 address: v1 served docs at `/docs/en/<id>` (and `/docs/en/<version>/<id>`)
 * and pages at `/en/<page>`, below the site's base URL `baseUrl` (not a locale's: v1 addresses have no /ja/). Null otherwise.
 */
export function legacyV1Url(pathname: string, baseUrl: string, v1SiteUrl: string): string | null {
  if (!pathname.startsWith(baseUrl)) return null;
  const rest = pathname.slice(baseUrl.length);
  if (!/^(docs\/)?en(\/|$)/.test(rest)) return null;
  return new URL(rest, v1SiteUrl).href;
}

/** "Report this broken link": a new issue on the site's repository with the address and where the reader came from. */
export function brokenLinkIssueUrl({
  repoUrl,
  pageUrl,
  referrer,
  locale,
}: {
  readonly repoUrl: string;
  readonly pageUrl: string;
  readonly referrer: string;
  readonly locale: string;
}): string {
  const path = new URL(pageUrl).pathname;
  const body = [
    'This address of the website leads to "Page Not Found".',
    '',
    `- Address: ${pageUrl}`,
    `- Linked from: ${referrer === '' ? '(the browser did not say)' : referrer}`,
    `- Language: ${locale}`,
    '',
    'What I expected to find there:',
    '',
  ].join('\n');
  const params = new URLSearchParams({title: `Broken link: ${path} (${locale})`, body});
  return `${repoUrl}/issues/new?${params.toString()}`;
}
