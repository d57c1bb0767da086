import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

/**
 * Every content plugin instance that may hold maths gets these, otherwise a
 * `$$…$$` block fails to compile there.
 */
export const mathPlugins = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
};
