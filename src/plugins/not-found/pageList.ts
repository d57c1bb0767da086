/**
 * The list of a locale's pages that the not-found page suggests from (./suggest.ts), written next to the locale's
 * HTML as `not-found-pages.json` after the build: fetched by the not-found page only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PageEntry} from './suggest';

/**
 * Routes a reader would not be sent to: the not-found and search pages, the framework's debug pages, test
 * fixtures, paginated and tag listings, the changes-between-versions pages.
 */
const NOT_SUGGESTED = [/\/404$/, /\/search$/, /\/__docusaurus\//, /\/tests\//, /\/page\/\d+$/, /\/tags(\/|$)/];

/** Whether a route (with the locale's base URL) may be suggested. */
export function isSuggested(route: string): boolean {
  return !NOT_SUGGESTED.some((pattern) => pattern.test(route));
}

/** The page's title without the site's name (`<title>Installation | Docusaurus</title>` → "Installation"). */
export function titleOf(html: string, siteTitle: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/.exec(html);
  if (!match) return undefined;
  const title = match[1]!
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .trim();
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Whether the page asks not to be indexed: it is not a destination either. */
function isNoIndex(html: string): boolean {
  return /<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/.test(html);
}

/**
 * Reads the title of each built route of the locale (`routes` carry the locale's base URL, `outDir` is the
 * locale's output folder). Routes whose HTML is missing or that are not suggested are left out.
 */
export async function collectPages({
  outDir,
  baseUrl,
  routes,
  siteTitle,
}: {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly routes: readonly string[];
  readonly siteTitle: string;
}): Promise<PageEntry[]> {
  const pages: PageEntry[] = [];
  for (const route of [...new Set(routes)].filter(isSuggested).sort()) {
    const relative = route.slice(baseUrl.length).replace(/\/$/, '');
    const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html')];
    for (const candidate of candidates) {
      const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => undefined);
      if (html === undefined) continue;
      const title = titleOf(html, siteTitle);
      if (title && !isNoIndex(html)) pages.push({path: route, title});
      break;
    }
  }
  return pages;
}
