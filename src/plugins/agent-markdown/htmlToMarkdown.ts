import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Code} from 'mdast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {parse} from 'parse5';
import {fromParse5} from 'hast-util-from-parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {EXIT, visit} from 'unist-util-visit';

/** What a built page turns into. */
export type PageMarkdown = {
  readonly title: string;
  readonly description: string;
  /** The page's content as Markdown, without title or front matter. */
  readonly body: string;
};

// Docs and community pages, blog and changelog posts, category index pages
// (the class of ./theme/DocCategoryGeneratedIndexPage). Only stable class
// names: the theme's CSS-module ones change with its styles.
const CONTENT_SELECTORS = ['.theme-doc-markdown', '#__blog-post-container', 'main .generated-index-page'];
// Page chrome inside the content, and what only works with JavaScript: tag
// name and class, as plain comparisons (a CSS selector per element and per
// page was a fifth of the conversion's time).
const REMOVED: readonly {tag?: string; className?: string}[] = [
  {tag: 'a', className: 'hash-link'},
  {tag: 'button'},
  {tag: 'svg'},
  {tag: 'script'},
  {tag: 'style'},
  {tag: 'noscript'},
  {className: 'katex-html'},
  {className: 'theme-doc-version-banner'},
  {className: 'theme-doc-breadcrumbs'},
  {className: 'theme-doc-version-badge'},
  {tag: 'nav', className: 'pagination-nav'},
  {className: 'theme-doc-card-icon'},
  // "Changes since <version>" (src/plugins/version-changes): about the page, not in it.
  {className: 'version-changes-link'},
];

const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const strongParagraph = (label: string): Element => el('p', [el('strong', [text(label)])]);

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((c) => String(c) === name);
}

const isElement = (node: ElementContent): node is Element => node.type === 'element';

const NO_CLASSES: readonly string[] = [];
const classesOf = (node: Element): readonly string[] => {
  const classes = node.properties.className;
  return Array.isArray(classes) ? classes.map(String) : NO_CLASSES;
};

const isRemoved = (node: Element, classes: readonly string[]): boolean =>
  REMOVED.some(({tag, className}) => (!tag || node.tagName === tag) && (!className || classes.includes(className)));

/**
 * The elements of `root` (itself included) that pass `test`, in document
 * order, as hast-util-select's selectAll would give them: a plain walk, for
 * the selectors run on every code block (a CSS selector engine per code block
 * was a tenth of the conversion's time).
 */
function elementsWhere(root: Element, test: (node: Element) => boolean, first = false): Element[] {
  const found: Element[] = [];
  const walk = (node: Element): boolean => {
    if (test(node)) {
      found.push(node);
      if (first) return true;
    }
    for (const child of node.children) if (child.type === 'element' && walk(child)) return true;
    return false;
  };
  walk(root);
  return found;
}

const firstWhere = (root: Element, test: (node: Element) => boolean): Element | undefined =>
  elementsWhere(root, test, true)[0];

/**
 * The parts of a built page the conversion reads: its <head> (title,
 * description) and its <main> (the content). Parsing the rest (navbar,
 * sidebar, footer, scripts) was most of the parsing time.
 */
function headAndMain(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main', headEnd);
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < 0 || mainEnd < mainStart) return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

// The classes of the site's diff magic comments (config/prism.ts).
const DIFF_MARKS = {'code-block-diff-add-line': '+', 'code-block-diff-remove-line': '-'} as const;

const diffMark = (line: Element): string | undefined =>
  Object.entries(DIFF_MARKS).find(([className]) => hasClass(line, className))?.[1];

/**
 * The code of a Prism block: one `.token-line` per line (the `<br>`s carry no text). A block with added or removed
 * lines (diff magic comments) becomes a unified diff, `+`, `-` or a space before each line, since the page shows
 * those marks by its styles only.
 */
function codeText(block: Element): {code: string; diff: boolean} {
  const lines = elementsWhere(block, (node) => hasClass(node, 'token-line'));
  if (lines.length === 0)
    return {
      code: toString(firstWhere(block, (node) => node.tagName === 'pre') ?? block).replace(/\n$/, ''),
      diff: false,
    };
  const texts = lines.map((line) => toString(line).replace(/\u200B/g, ''));
  if (!lines.some(diffMark)) return {code: texts.join('\n'), diff: false};
  return {code: texts.map((line, i) => `${diffMark(lines[i]!) ?? ' '}${line}`).join('\n'), diff: true};
}

function codeBlockToPre(block: Element): Element {
  const lang = [...(block.properties.className as string[])].find((c) => c.startsWith('language-'))?.slice(9) ?? '';
  // The class of src/theme/CodeBlock/Title.
  const titleNode = firstWhere(block, (node) => hasClass(node, 'code-block-title'));
  const title = titleNode ? toString(titleNode).trim() : '';
  const {code, diff} = codeText(block);
  return el('pre', [el('code', [text(code)])], {dataLang: diff ? 'diff' : lang, dataTitle: title});
}

/**
 * The parts of the theme's admonition, which have no stable class: a heading
 * (when there is a title or icon) that starts with the icon's <span>, then a
 * content <div>.
 */
function admonitionParts(node: Element): {heading?: Element; content?: Element} {
  const [first, second] = node.children.filter(isElement);
  const startsWithIcon =
    first?.children.find(isElement)?.tagName === 'span' && first.children[0] === first.children.find(isElement);
  return startsWithIcon ? {heading: first, content: second} : {content: first};
}

/** `> **Title**` followed by the admonition's content. */
function admonitionToQuote(node: Element): Element {
  const {heading, content} = admonitionParts(node);
  const label = heading ? toString(heading).trim() : '';
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return el('blockquote', [strongParagraph(title), ...(content?.children ?? [])]);
}

/** Every tab's content, each under its label, since a Markdown reader cannot switch tabs. */
function tabsToSections(node: Element): Element {
  const labels = selectAll('[role=tab]', node).map((tab) => toString(tab).trim());
  const panels = selectAll('[role=tabpanel]', node);
  return el(
    'div',
    panels.flatMap((panel, index) => [strongParagraph(labels[index] ?? ''), ...panel.children]),
  );
}

function detailsToSection(node: Element): Element {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const rest = node.children.flatMap((c) =>
    c === summary ? [] : c.type === 'element' && c.tagName === 'div' ? c.children : [c],
  );
  return el('div', [strongParagraph(summary ? toString(summary).trim() : ''), ...rest]);
}

/** KaTeX keeps the TeX source in its MathML annotation. */
function mathToText(node: Element, display: boolean): ElementContent {
  const tex = toString(select('annotation', node) ?? node).trim();
  return display ? el('p', [text(`$$\n${tex}\n$$`)]) : text(`$${tex}$`);
}

function absolute(url: string, pageUrl: string): string {
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

/** A list of doc cards (category pages, `<DocCardList>`) as a list of links with their descriptions. */
function cardsToList(node: Element): Element {
  const items = selectAll('a.card', node).map((card) => {
    const title = toString(select('.theme-doc-card-title', card) ?? select('h2', card) ?? card).trim();
    const description = toString(select('.theme-doc-card-description', card) ?? {type: 'root', children: []}).trim();
    const link = el('a', [text(title)], {href: card.properties.href});
    return el('li', description ? [link, text(`: ${description}`)] : [link]);
  });
  return el('ul', items);
}

/** A list of doc cards: its items hold the cards (`.theme-doc-card-container`). */
const isCardList = (node: Element) =>
  node.children.some(
    (item) => isElement(item) && item.children.some((c) => isElement(c) && hasClass(c, 'theme-doc-card-container')),
  );

/** A <FileTree> (src/components/FileTree): the tree drawn with box characters, which the component writes down. */
function fileTreeToPre(node: Element): Element {
  return el('pre', [el('code', [text(String(node.properties.dataTextTree))])], {dataLang: 'text', dataTitle: ''});
}

function replacement(node: Element, classes: readonly string[]): ElementContent | null {
  if (isCardList(node)) return cardsToList(node);
  if (node.tagName === 'figure' && typeof node.properties.dataTextTree === 'string') return fileTreeToPre(node);
  if (classes.includes('theme-code-block')) return codeBlockToPre(node);
  if (classes.includes('theme-admonition')) return admonitionToQuote(node);
  if (classes.includes('tabs-container')) return tabsToSections(node);
  if (classes.includes('katex-display')) return mathToText(node, true);
  if (classes.includes('katex')) return mathToText(node, false);
  if (node.tagName === 'details') return detailsToSection(node);
  return null;
}

/**
 * Rewrites the content tree into plain Markdown-able HTML, in place. A plain
 * walk rather than unist-util-visit, whose per-node overhead was most of this
 * step: a removed element is not entered, a replacement is looked at again in
 * its place (and entered), every other element is entered.
 */
function simplify(parent: Element, pageUrl: string): void {
  const children = parent.children;
  for (let index = 0; index < children.length;) {
    const node = children[index]!;
    if (node.type !== 'element') {
      index += 1;
      continue;
    }
    const classes = classesOf(node);
    if (isRemoved(node, classes)) {
      children.splice(index, 1);
      continue;
    }
    const swap = replacement(node, classes);
    if (swap) {
      children[index] = swap;
      continue;
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      node.properties.href = absolute(node.properties.href, pageUrl);
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      node.properties.src = absolute(node.properties.src, pageUrl);
    }
    simplify(node, pageUrl);
    index += 1;
  }
}

function metaContent(tree: HastRoot, name: string): string {
  const meta = select(`meta[name="${name}"]`, tree);
  return typeof meta?.properties.content === 'string' ? meta.properties.content : '';
}

/** Removes `target` from wherever it sits below `root` (a category page's header is nested in its wrapper). */
function removeDescendant(root: Element, target: Element): void {
  visit(root, 'element', (node, index, parent) => {
    if (node !== target || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return EXIT;
  });
}

/**
 * Converts a built docs or blog page to Markdown: its title, its description
 * and its content (code blocks with language and title, admonitions as block
 * quotes, every tab, tables, absolute links), with no HTML left. Returns null
 * for a page without docs or blog content.
 */
export function htmlToMarkdown(html: string, pageUrl: string): PageMarkdown | null {
  // parse5 without source positions (rehype-parse always asks for them):
  // nothing here reads them, and they were a quarter of the conversion's time.
  const tree = fromParse5(parse(headAndMain(html), {scriptingEnabled: false})) as HastRoot;
  // One selector at a time: each one that matches nothing walks the whole page.
  let content: Element | undefined;
  for (const selector of CONTENT_SELECTORS) if ((content = select(selector, tree))) break;
  if (!content) return null;
  const h1 = select('h1', content) ?? select('article h1', tree);
  const title = h1 ? toString(h1).trim() : toString(select('title', tree) ?? tree).trim();
  const header = select('header', content);
  if (header && h1 && select('h1', header) === h1) removeDescendant(content, header);
  simplify(content, pageUrl);

  const mdast = unified()
    .use(rehypeRemark, {
      handlers: {
        pre(_state, node: Element): Code {
          const title = String(node.properties.dataTitle ?? '');
          return {
            type: 'code',
            lang: String(node.properties.dataLang ?? '') || null,
            meta: title ? `title=${JSON.stringify(title)}` : null,
            value: toString(node),
          };
        },
      },
    })
    .runSync({type: 'root', children: [content]});
  const body = unified()
    // Unpadded tables: aligned columns would pad every row to the longest cell.
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one'})
    .stringify(mdast as never)
    .trim();
  return {title, description: metaContent(tree, 'description'), body};
}

/** The Markdown twin: front matter with title and description, the title, the body. */
export function markdownDocument(page: PageMarkdown): string {
  const frontMatter = [`title: ${JSON.stringify(page.title)}`];
  if (page.description) frontMatter.push(`description: ${JSON.stringify(page.description)}`);
  return `---\n${frontMatter.join('\n')}\n---\n\n# ${page.title}\n\n${page.body}\n`;
}
