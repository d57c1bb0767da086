import fs from 'node:fs';
import path from 'node:path';
import {setImmediate} from 'node:timers/promises';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlToMarkdown, markdownDocument} from './htmlToMarkdown';
import {fullDocsPages, llmsFullTxt, llmsTxt, type LlmsTxtText, type TwinPage} from './llmsTxt';
import {pageSection} from './pageSection';
import {sidebarOrder, type DocsVersionContent} from './sidebarOrder';

export type Options = {
  /** The docs version llms.txt lists (served at /docs). */
  readonly stableVersion: string;
  /** The words of llms.txt, in the language of the locale being built. */
  readonly text: LlmsTxtText;
};

const HTML_CLASS = /<html[^>]*?\sclass=(?:"([^"]*)"|([^\s>]+))/;
const NOINDEX = /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/;
const PUBLISHED = /<meta[^>]*property="?article:published_time"?[^>]*content="?([^"\s>]+)/;

/**
 * Synchronous on purpose: between two turns of the event loop the plugin
 * converts a page, and an asynchronous read advances one step (open, read,
 * close) per turn, so each page waited for its file while the thread idled.
 */
function readPage(outDir: string, relPath: string): string | null {
  for (const file of [`${relPath}.html`, path.join(relPath, 'index.html')]) {
    const full = path.join(outDir, file);
    if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  }
  return null;
}

/**
 * Agent-ready Markdown (facebook/docusaurus#10899, #11333). After each locale
 * is built, writes next to every docs, community, blog and changelog page a
 * Markdown twin (`<page>.md`) converted from the built HTML, so components
 * are rendered and tabs, admonitions and code blocks are what the reader
 * sees; then `llms.txt` (stable docs, API, community, blog, changelog) and
 * `llms-full.txt` (the stable docs in full). Its theme adds the "Copy page"
 * and "View as Markdown" actions and the `<link rel="alternate">` to pages.
 */
export default function agentMarkdownPlugin(context: LoadContext, options: Options): Plugin<void> {
  let docsOrder = new Map<string, number>();
  return {
    name: 'agent-markdown',
    getThemePath: () => path.join(__dirname, 'theme'),

    allContentLoaded({allContent}) {
      const docsInstances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as {
        loadedVersions: DocsVersionContent[];
      }[];
      docsOrder = sidebarOrder(docsInstances.flatMap((instance) => instance.loadedVersions));
    },

    async postBuild({outDir, routesPaths}) {
      const {baseUrl, siteConfig} = context;
      const {text} = options;
      const started = Date.now();
      const pages: {page: TwinPage; body: string}[] = [];
      for (const route of new Set(routesPaths)) {
        if (!route.startsWith(baseUrl)) continue;
        const relPath = route.slice(baseUrl.length).replace(/\/$/, '');
        if (relPath === '') continue;
        // One turn of the event loop per page, for the other postBuild steps (the search index).
        await setImmediate();
        const html = readPage(outDir, relPath);
        const classMatch = html ? HTML_CLASS.exec(html) : null;
        if (!html || !classMatch || NOINDEX.test(html)) continue;
        const htmlClasses = (classMatch[1] ?? classMatch[2] ?? '').split(/\s+/);
        const {twin, section} = pageSection({path: relPath, htmlClasses}, options.stableVersion);
        if (!twin) continue;
        const url = `${siteConfig.url}${baseUrl}${relPath}`;
        const markdown = htmlToMarkdown(html, url);
        if (!markdown) throw new Error(`agent-markdown: no docs or blog content found in ${route}`);
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
      await fs.promises.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(listed, text));
      const bodies = new Map(pages.map(({page, body}) => [page.url, body]));
      const full = fullDocsPages(listed).map((page) => ({page, body: bodies.get(page.url)!}));
      await fs.promises.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(full, text));
      logger.info`agent-markdown: number=${pages.length} Markdown twins, llms.txt and llms-full.txt (number=${full.length} pages) in number=${Date.now() - started} ms`;
    },
  };
}
