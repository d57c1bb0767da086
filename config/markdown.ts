import type {MDXPlugin} from '@docusaurus/mdx-loader';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katexStylesheet';
import {baseUrl} from './site';

/**
 * Every content plugin instance that may hold maths gets these, otherwise a
 * `$$…$$` block fails to compile there. Pages with maths link the KaTeX
 * stylesheet (served from static/katex, not a CDN) themselves.
 */
export const mathPlugins = {
  remarkPlugins: [remarkMath, [remarkKatexStylesheet, {href: `${baseUrl}katex/katex.min.css`}]] as MDXPlugin[],
  rehypePlugins: [rehypeKatex],
};
