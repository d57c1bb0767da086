import type {Section} from './llmsTxt';

/** What the plugin knows about a built page from its URL and `<html class>`. */
export type PageFacts = {
  /** Path below the locale's base URL, without leading slash: `docs/installation`. */
  readonly path: string;
  /** Classes of the page's `<html>` element. */
  readonly htmlClasses: readonly string[];
};

const hasTwin = (classes: readonly string[]) => classes.includes('docs-doc-page') || classes.includes('blog-post-page');

/**
 * Whether a page gets a Markdown twin, and where llms.txt lists it:
 * docs pages of every version, community pages, blog and changelog posts get
 * a twin; llms.txt lists only the stable docs version (`stableVersion`),
 * with `docs/api/**` and `docs/cli` as the API section. Fixture pages under
 * `tests/` get nothing.
 */
export function pageSection(page: PageFacts, stableVersion: string): {twin: boolean; section: Section | null} {
  const {path, htmlClasses} = page;
  if (!hasTwin(htmlClasses) || path.startsWith('tests/')) return {twin: false, section: null};
  if (path === 'community' || path.startsWith('community/')) return {twin: true, section: 'community'};
  if (path.startsWith('blog/')) return {twin: true, section: 'blog'};
  if (path.startsWith('changelog/')) return {twin: true, section: 'changelog'};
  if (path === 'docs' || path.startsWith('docs/')) {
    if (!htmlClasses.includes(`docs-version-${stableVersion}`)) return {twin: true, section: null};
    const isApi = path.startsWith('docs/api/') || path === 'docs/api' || path === 'docs/cli';
    return {twin: true, section: isApi ? 'api' : 'docs'};
  }
  return {twin: true, section: null};
}
