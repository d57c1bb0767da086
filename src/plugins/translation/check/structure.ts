import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import {visit} from 'unist-util-visit';
import type {LocalizedRoot} from '../fallbackLinks';
import {stripCodeComments} from './codeComments';
import {normalizeTarget} from './targets';

/** What a translation must keep from its English source (STYLE.md, chapter 7). */
export type MarkdownStructure = {
  readonly frontMatterKeys: string[];
  readonly headingIds: string[];
  readonly codeBlocks: string[];
  readonly links: string[];
  readonly images: string[];
  readonly components: string[];
  readonly imports: string[];
  readonly admonitions: string[];
};

const HEADING_ID = /^\/\*\s*#(\S+)\s*\*\/$/;

function headingId(node: {children: Array<{type: string; value?: string}>}): string {
  const last = node.children.at(-1);
  const match = last?.type === 'mdxTextExpression' ? HEADING_ID.exec(last.value?.trim() ?? '') : null;
  return match ? match[1]! : '(no explicit id)';
}

/**
 * The shape of an ESM line of an MDX file: imports as they are (targets made
 * site-relative); in other code (components a page defines), string contents,
 * the text parts of template literals, JSX text and comments are blanked, since
 * a translation translates what the component displays.
 */
export function esmShape(line: string, target: (specifier: string) => string): string {
  if (/^\s*import\s/.test(line)) {
    return line.replace(/(['"])([^'"]+)\1/g, (_, q: string, spec: string) => `${q}${target(spec)}${q}`);
  }
  return line
    .replace(/\/\/.*$/, '')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''")
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/`[^`]*`/g, (literal) => `\`${(literal.match(/\$\{[^}]*\}/g) ?? []).join('')}\``)
    .replace(/>[^<>]*</g, (text) => `>${(text.match(/\{[^}]*\}/g) ?? []).join('')}<`)
    .trimEnd();
}

/** The syntax tree of a content file, with the syntax extensions the site's content plugins use. */
export function parseContent(content: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMath)
    .parse(content) as Root;
}

/** Parses an MDX file and lists its structure; targets are made site-relative (see `normalizeTarget`). */
export function markdownStructure(
  content: string,
  file: string,
  context: {readonly siteDir: string; readonly roots: readonly LocalizedRoot[]},
): MarkdownStructure {
  const tree = parseContent(content);
  const target = (url: string): string => normalizeTarget(url, file, context.siteDir, context.roots);
  const structure: MarkdownStructure = {
    frontMatterKeys: [],
    headingIds: [],
    codeBlocks: [],
    links: [],
    images: [],
    components: [],
    imports: [],
    admonitions: [],
  };
  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml':
        // Top-level keys only: the values are what a translator changes.
        structure.frontMatterKeys.push(...[...node.value.matchAll(/^([\w-]+):/gm)].map((m) => m[1]!));
        break;
      case 'heading':
        structure.headingIds.push(`h${node.depth} #${headingId(node as never)}`);
        break;
      case 'code':
        structure.codeBlocks.push(`${node.lang ?? ''} ${node.meta ?? ''}\n${stripCodeComments(node.value, node.lang)}`);
        break;
      case 'link':
      case 'definition':
        structure.links.push(target(node.url));
        break;
      case 'image':
        structure.images.push(target(node.url));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // <span lang="en"> / <div lang="en"> around English kept in a translation (STYLE.md 7.3) is allowed.
        if (!(
          ['span', 'div'].includes(node.name ?? '') && node.attributes.some((a) => 'name' in a && a.name === 'lang')
        )) {
          structure.components.push(node.name ?? '<>');
        }
        break;
      case 'mdxjsEsm':
        structure.imports.push(
          ...node.value
            .split('\n')
            .map((line) => esmShape(line, target))
            .filter((line) => line.trim() !== ''),
        );
        break;
      case 'containerDirective':
        structure.admonitions.push(node.name);
        break;
      default:
    }
  });
  return structure;
}

/** Fields compared as sets: a translation may reorder links or inline components within a sentence. */
const UNORDERED: ReadonlySet<keyof MarkdownStructure> = new Set(['links', 'images', 'components', 'frontMatterKeys']);

function describe(values: readonly string[]): string {
  return values.length
    ? values.map((v) => JSON.stringify(v.length > 120 ? `${v.slice(0, 117)}…` : v)).join(', ')
    : '(none)';
}

/** The differences between a source's structure and its translation's, one readable line each. */
export function compareStructures(source: MarkdownStructure, translation: MarkdownStructure): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source) as Array<keyof MarkdownStructure>) {
    const a = UNORDERED.has(key) ? [...source[key]].sort() : source[key];
    const b = UNORDERED.has(key) ? [...translation[key]].sort() : translation[key];
    const missing = a.filter((value) => !b.includes(value));
    const extra = b.filter((value) => !a.includes(value));
    if (missing.length || extra.length) {
      problems.push(
        `${key}: only in the English source: ${describe(missing)}; only in the translation: ${describe(extra)}`,
      );
    } else if (a.length !== b.length || a.some((value, i) => value !== b[i])) {
      const i = a.findIndex((value, index) => value !== b[index]);
      problems.push(
        `${key}: same entries, different ${a.length !== b.length ? 'count' : 'order'} (first difference at #${i + 1}: ${describe([a[i] ?? ''])} vs ${describe([b[i] ?? ''])})`,
      );
    }
  }
  return problems;
}
