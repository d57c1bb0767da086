// @ts-check
// Shared by the main thread (remarkParseInWorker.ts) and the parse worker (worker.mjs).

/**
 * The syntax plugins the parse worker knows, by the name of their attacher:
 * the package that imports each (so the worker loads the same copy) and its name.
 * @type {Readonly<Record<string, readonly [owner: string, specifier: string]>>}
 */
export const SYNTAX_PLUGINS = {
  remarkParse: ['@mdx-js/mdx', 'remark-parse'],
  remarkMdx: ['@mdx-js/mdx', 'remark-mdx'],
  remarkFrontmatter: ['@docusaurus/mdx-loader', 'remark-frontmatter'],
  remarkDirective: ['@docusaurus/mdx-loader', 'remark-directive'],
  remarkGfm: ['@docusaurus/mdx-loader', 'remark-gfm'],
  remarkComment: ['@docusaurus/mdx-loader', '@slorber/remark-comment'],
  remarkMath: ['.', 'remark-math'],
};

const MAX_DEPTH = 8;

/**
 * A text that describes a value's shape: keys, primitive values and function names.
 * @param {unknown} value
 * @param {number} depth
 * @param {Set<object>} path objects being described, to stop at cycles
 * @returns {string}
 */
export function describeShape(value, depth = 0, path = new Set()) {
  if (typeof value === 'function') return `ƒ${value.name}`;
  if (value === null || typeof value !== 'object') return String(value);
  if (path.has(value) || depth >= MAX_DEPTH) return '…';
  path.add(value);
  const inner = Array.isArray(value)
    ? value.map((item) => describeShape(item, depth + 1, path))
    : Object.keys(value)
        .sort()
        .map((key) => `${key}:${describeShape(/** @type {Record<string, unknown>} */ (value)[key], depth + 1, path)}`);
  path.delete(value);
  return Array.isArray(value) ? `[${inner.join(',')}]` : `{${inner.join(',')}}`;
}

/**
 * What a frozen unified processor's parser is made of: its micromark and
 * mdast-util-from-markdown extensions, in order. (remark-parse overrides these
 * two keys of its settings, and fromMarkdown has no other option.) Two
 * processors with the same signature and syntax plugin options parse alike.
 * @param {{data(key: string): unknown}} processor
 * @returns {string}
 */
export function syntaxSignature(processor) {
  return ['micromarkExtensions', 'fromMarkdownExtensions']
    .map((key) => `${key}=${describeShape(processor.data(key) ?? [])}`)
    .join('\n');
}
