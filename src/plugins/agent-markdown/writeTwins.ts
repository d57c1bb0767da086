import fs from 'node:fs';
import path from 'node:path';
import {setImmediate} from 'node:timers/promises';
import {htmlToMarkdown, markdownDocument} from './htmlToMarkdown';
import {fullDocsPages, llmsFullTxt, llmsTxt, type LlmsTxtText, type TwinPage} from './llmsTxt';
import {pageSection} from './pageSection';

export type TwinsInput = {
  readonly outDir: string;
  readonly routesPaths: readonly string[];
  readonly baseUrl: string;
  readonly siteUrl: string;
  /** Position of each docs page in its sidebar, by permalink (sidebarOrder.ts). */
  readonly docsOrder: ReadonlyMap<string, number>;
  readonly stableVersion: string;
  readonly text: LlmsTxtText;
};

export type TwinsResult = {readonly twins: number; readonly fullPages: number};

const HTML_CLASS = /<html[^>]*?\sclass=(?:"([^"]*)"|([^\s>]+))/;
const NOINDEX = /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/;
const PUBLISHED = /<meta[^>]*property="?article:published_time"?[^>]*content="?([^"\s>]+)/;

/**
 * Synchronous on purpose: on the main thread the conversion runs between two
 * turns of the event loop, and an asynchronous read advances one step (open,
 * read, close) per turn, so each page waited for its file while the thread idled.
 */
function readPage(outDir: string, relPath: string): string | null {
  for (const file of [`${relPath}.html`, path.join(relPath, 'index.html')]) {
    const full = path.join(outDir, file);
    if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  }
  return null;
}

/** Writes the Markdown twin of every page that has one, then `llms.txt` and `llms-full.txt`. */
export async function writeTwins(input: TwinsInput): Promise<TwinsResult> {
  const {outDir, baseUrl, siteUrl, docsOrder, stableVersion, text} = input;
  const pages: {page: TwinPage; body: string}[] = [];
  for (const route of new Set(input.routesPaths)) {
    if (!route.startsWith(baseUrl)) continue;
    const relPath = route.slice(baseUrl.length).replace(/\/$/, '');
    if (relPath === '') continue;
    // One turn of the event loop per page, for the other postBuild steps (the search index).
    await setImmediate();
    const html = readPage(outDir, relPath);
    const classMatch = html ? HTML_CLASS.exec(html) : null;
    if (!html || !classMatch || NOINDEX.test(html)) continue;
    const htmlClasses = (classMatch[1] ?? classMatch[2] ?? '').split(/\s+/);
    const {twin, section} = pageSection({path: relPath, htmlClasses}, stableVersion);
    if (!twin) continue;
    const url = `${siteUrl}${baseUrl}${relPath}`;
    const markdown = htmlToMarkdown(html, url);
    if (!markdown) throw new Error(`[agent-markdown] no docs or blog content found in ${route}`);
    fs.writeFileSync(path.join(outDir, `${relPath}.md`), markdownDocument(markdown));
    const published = PUBLISHED.exec(html)?.[1];
    const order = published
      ? -Date.parse(published)
      : (docsOrder.get(`${baseUrl}${relPath}`) ?? Number.MAX_SAFE_INTEGER);
    pages.push({
      page: {url, title: markdown.title, description: markdown.description, section, order},
      body: markdown.body,
    });
  }
  const listed = pages.map(({page}) => page);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(listed, text));
  const bodies = new Map(pages.map(({page, body}) => [page.url, body]));
  const full = fullDocsPages(listed).map((page) => ({page, body: bodies.get(page.url)!}));
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(full, text));
  return {twins: pages.length, fullPages: full.length};
}
