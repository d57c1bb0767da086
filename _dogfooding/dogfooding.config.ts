import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {mathPlugins} from '../config/markdown';

/**
 * The three plugin instances that serve the fixture section under /tests.
 * Their pages exercise framework features so end-to-end tests can prove them.
 */
export const dogfoodingPlugins: PluginConfig[] = [
  [
    'content-docs',
    {
      id: 'docs-tests',
      path: '_dogfooding/_docs tests',
      routeBasePath: '/tests/docs',
      sidebarPath: '_dogfooding/docs-tests-sidebars.ts',
      showLastUpdateAuthor: true,
      showLastUpdateTime: true,
      ...mathPlugins,
    } satisfies DocsOptions,
  ],
  [
    'content-blog',
    {
      id: 'blog-tests',
      path: '_dogfooding/_blog tests',
      routeBasePath: '/tests/blog',
      postsPerPage: 3,
      blogTitle: 'Blog fixtures',
      blogDescription: 'Fixture posts that exercise the blog plugin.',
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All fixture posts',
      feedOptions: {type: 'all', title: 'Docusaurus blog fixtures'},
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
      ...mathPlugins,
    } satisfies BlogOptions,
  ],
  [
    'content-pages',
    {
      id: 'pages-tests',
      path: '_dogfooding/_pages tests',
      routeBasePath: '/tests/pages',
      ...mathPlugins,
    } satisfies PagesOptions,
  ],
];
