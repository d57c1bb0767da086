import type {MDXPlugin} from '@docusaurus/mdx-loader';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katexStylesheet';
import path from 'node:path';
import remarkFallbackLinks from '../src/plugins/translation/fallbackLinks';
import {localizedRoots} from '../src/plugins/translation/localizedRoots';
import versions from '../versions.json';
import {baseUrl} from './env';
import {defaultLocale, locales} from './i18n';

/**
 * Given to every content plugin instance but the changelog (docs, blog, pages,
 * community, fixtures), whose generated Markdown needs none of them:
 * - npm2yarn turns each ```` ```bash npm2yarn ```` block into npm / Yarn /
 *   pnpm / Bun tabs; `sync` gives them one groupId, so the reader's choice
 *   is remembered across pages (tests/unit/npm2yarn-meta.test.ts makes sure
 *   every npm-only block is marked).
 * - maths: without remark-math a `$$…$$` block fails to compile. Pages with
 *   maths link the KaTeX stylesheet (served from static/katex) themselves.
 * - in a translated build, links between translations and English
 *   fallbacks point at the file the locale serves
 *   (src/plugins/translation/fallbackLinks.ts); it runs before Docusaurus
 *   resolves Markdown links.
 */
export const markdownPlugins = {
  beforeDefaultRemarkPlugins: [
    [
      remarkFallbackLinks,
      {
        siteDir: path.resolve(__dirname, '..'),
        rootsByLocale: Object.fromEntries(
          locales.map((locale) => [locale, localizedRoots({locales: [locale], defaultLocale, versions})]),
        ),
      },
    ],
  ] as MDXPlugin[],
  remarkPlugins: [
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}],
    remarkMath,
    [remarkKatexStylesheet, {href: `${baseUrl}katex/katex.min.css`}],
  ] as MDXPlugin[],
  rehypePlugins: [rehypeKatex] as MDXPlugin[],
};
