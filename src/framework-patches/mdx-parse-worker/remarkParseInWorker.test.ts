import path from 'node:path';
import type {Root} from 'mdast';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import type {MDXPlugin} from '@docusaurus/mdx-loader';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type Processor} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkParseInWorker from './remarkParseInWorker';

const siteDir = path.resolve(__dirname, '../../..');
const filePath = path.join(siteDir, 'docs/sample.mdx');

async function compile(
  content: string,
  {
    format = 'mdx',
    before = [],
    after = [remarkMath],
  }: {format?: 'md' | 'mdx'; before?: MDXPlugin[]; after?: MDXPlugin[]},
): Promise<string> {
  const processor = await createProcessorUncached({
    format,
    options: {
      markdownConfig: DEFAULT_MARKDOWN_CONFIG,
      siteDir,
      staticDirs: [path.join(siteDir, 'static')],
      admonitions: true,
      beforeDefaultRemarkPlugins: before,
      remarkPlugins: after,
    },
  });
  const result = await processor.process({content, filePath, frontMatter: {}, compilerName: 'client'});
  return result.content;
}

const compiledHere = (content: string, format?: 'md' | 'mdx') => compile(content, {format});
const compiledInWorker = (content: string, format?: 'md' | 'mdx') =>
  compile(content, {format, before: [remarkParseInWorker]});

const MDX = `---
title: Sample
---
import Tabs from '@theme/Tabs';
export const answer = 6 * 7;

# A title \\{#custom-id\\}

Text with **strong**, \`code\`, ~~struck~~, a footnote[^1] and {answer} as an expression.

{/* an MDX comment */}
<!-- an HTML comment, read by remark-comment -->

:::tip[Careful]
An admonition with a [link](./other.mdx) and $E = mc^2$.
:::

$$
\\int_0^1 x\\,dx
$$

| a | b |
|---|:-:|
| 1 | 2 |

- [x] done
- [ ] to do

<Tabs>
  <div>JSX with <b>children</b></div>
</Tabs>

\`\`\`js title="file.js"
const x = 1;
\`\`\`

[^1]: The footnote.
`;

const MD = `# Plain Markdown

Raw <span class="x">HTML</span> and a <br> tag, {braces} and <https://example.com>.

<details><summary>More</summary>

Inside.

</details>
`;

describe('remarkParseInWorker', () => {
  it("parses in the worker: the main thread's parser only returns a placeholder", async () => {
    const processor = unified().use(remarkParse).use(remarkParseInWorker).use(remarkStringify);
    expect(processor.parse('# Title\n\nText.')).toEqual({type: 'root', children: []});
    expect(String(await processor.process('# Title\n\nText.'))).toBe('# Title\n\nText.\n');
  });

  it('compiles MDX to the same module as parsing on the main thread', async () => {
    expect(await compiledInWorker(MDX)).toBe(await compiledHere(MDX));
  });

  it('compiles CommonMark (format md) to the same module', async () => {
    expect(await compiledInWorker(MD, 'md')).toBe(await compiledHere(MD, 'md'));
  });

  it('fails on a syntax error with the message the main thread gives', async () => {
    const broken = '# Title\n\n<div>\n\nnot closed {\n';
    const here = await compiledHere(broken).catch((error: Error) => error.message);
    const there = await compiledInWorker(broken).catch((error: Error) => error.message);
    expect(here).toMatch(/Unexpected end of file/);
    expect(there).toBe(here);
  });

  it('fails when the processor has a syntax extension the worker does not know', async () => {
    function remarkUnknownSyntax(this: Processor) {
      const extensions = (this.data('micromarkExtensions') ?? []) as object[];
      this.data('micromarkExtensions', [...extensions, {text: {64: {name: 'mention', tokenize: () => () => {}}}}]);
    }
    await expect(
      compile(MDX, {before: [remarkParseInWorker], after: [remarkMath, remarkUnknownSyntax]}),
    ).rejects.toThrow(/would not parse as this processor does[\s\S]*SYNTAX_PLUGINS/);
  });

  it('gives the parsed tree to every transform, those before it included', async () => {
    const seen: number[] = [];
    const remarkCountFirst = () => (tree: Root) => void seen.push(tree.children.length);
    const remarkCountLast = () => (tree: Root) => void seen.push(tree.children.length);
    const compiled = await compile(MDX, {
      before: [remarkCountFirst, remarkParseInWorker],
      after: [remarkMath, remarkCountLast],
    });
    expect(compiled).toBe(await compiledHere(MDX));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeGreaterThan(10);
  });

  it('fails when a syntax plugin has an option that cannot be sent to a thread', async () => {
    await expect(
      compile(MDX, {before: [remarkParseInWorker], after: [[remarkMath, {onMatch: () => {}}]]}),
    ).rejects.toThrow(/options of remarkMath cannot be sent/);
  });
});
