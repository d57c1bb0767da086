import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LlmsTxtText} from './llmsTxt';
import {writeTwins, type TwinsInput} from './writeTwins';
import {sidebarOrder, type DocsVersionContent} from './sidebarOrder';

export type Options = {
  /** The docs version llms.txt lists (served at /docs). */
  readonly stableVersion: string;
  /** The words of llms.txt, in the language of the locale being built. */
  readonly text: LlmsTxtText;
};

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
      const started = Date.now();
      const {stableVersion, text} = options;
      const input: TwinsInput = {outDir, routesPaths, baseUrl, siteUrl: siteConfig.url, docsOrder, stableVersion, text};
      const {twins, fullPages} = await writeTwins(input);
      logger.info`[agent-markdown] ${context.i18n.currentLocale}: number=${twins} Markdown twins, llms.txt and llms-full.txt (number=${fullPages} pages) in number=${Date.now() - started} ms`;
    },
  };
}
