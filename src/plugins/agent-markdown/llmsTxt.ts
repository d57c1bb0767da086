import {markdownTwinPath} from './twinPath';

/** The sections of llms.txt, in order. */
export const SECTIONS = ['docs', 'api', 'community', 'blog', 'changelog'] as const;
export type Section = (typeof SECTIONS)[number];

/** A page with a Markdown twin. */
export type TwinPage = {
  /** Absolute URL of the HTML page. */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  /** Where llms.txt lists it; null for pages that only get a twin (other docs versions). */
  readonly section: Section | null;
  /** Position within its section (sidebar order, or newest post first). */
  readonly order: number;
};

/** The words a locale uses for llms.txt. */
export type LlmsTxtText = {
  readonly title: string;
  readonly summary: string;
  readonly details: string;
  readonly sections: Record<Section, string>;
};

/** The URL of a page's Markdown twin: the page URL plus `.md`. */
export function twinUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.pathname = markdownTwinPath(url.pathname);
  return url.href;
}

function bySection(pages: readonly TwinPage[], section: Section): TwinPage[] {
  return pages
    .filter((page) => page.section === section)
    .sort((a, b) => a.order - b.order || a.url.localeCompare(b.url));
}

/** One line per page: `- [Title](twin URL): description`. */
function pageLine(page: TwinPage): string {
  const title = page.title.replace(/[[\]]/g, '\\$&');
  return `- [${title}](${twinUrl(page.url)})${page.description ? `: ${page.description}` : ''}`;
}

/** llms.txt as llmstxt.org describes it: title, summary, details, then one list per section. */
export function llmsTxt(pages: readonly TwinPage[], text: LlmsTxtText): string {
  const parts = [`# ${text.title}`, `> ${text.summary}`, text.details];
  for (const section of SECTIONS) {
    const listed = bySection(pages, section);
    if (listed.length > 0) parts.push(`## ${text.sections[section]}\n\n${listed.map(pageLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** The pages of the stable docs (Docs then API), in llms.txt order, for llms-full.txt. */
export function fullDocsPages(pages: readonly TwinPage[]): TwinPage[] {
  return [...bySection(pages, 'docs'), ...bySection(pages, 'api')];
}

/** llms-full.txt: every stable docs page in full, each under its title with its URL. */
export function llmsFullTxt(documents: readonly {page: TwinPage; body: string}[], text: LlmsTxtText): string {
  const parts = [`# ${text.title}`, `> ${text.summary}`];
  for (const {page, body} of documents) {
    parts.push(`# ${page.title}\n\nSource: ${page.url}\n\n${body}`);
  }
  return `${parts.join('\n\n')}\n`;
}
