import type {MDXPlugin} from '@docusaurus/mdx-loader';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katexStylesheet';
import {baseUrl} from './site';

/**
 * Given to every content plugin instance (docs, blog, pages, community,
 * changelog, fixtures):
 * - npm2yarn turns each ```` ```bash npm2yarn ```` block into npm / Yarn /
 *   pnpm / Bun tabs; `sync` gives them one groupId, so the reader's choice
 *   is remembered across pages (tests/unit/npm2yarn-meta.test.ts makes sure
 *   every npm-only block is marked).
 * - maths: without remark-math a `$$…$$` block fails to compile. Pages with
 *   maths link the KaTeX stylesheet (served from static/katex) themselves.
 */
export const markdownPlugins = {
  remarkPlugins: [
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}],
    remarkMath,
    [remarkKatexStylesheet, {href: `${baseUrl}katex/katex.min.css`}],
  ] as MDXPlugin[],
  rehypePlugins: [rehypeKatex] as MDXPlugin[],
};
