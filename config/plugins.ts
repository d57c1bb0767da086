import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import {markdownPlugins} from './markdown';
import {clientRedirects} from './redirects';
import {githubRepoUrl} from './site';
import {configTexts} from './texts';
import {defaultLocale, forLocale, locales} from './i18n';
import versions from '../versions.json';
import {searchMode} from './search';
import {gtag} from './analytics';
import {agentMarkdown} from './agentMarkdown';
import {dogfoodingPlugins} from '../_dogfooding/dogfooding.config';
import {readingTime} from '../src/plugins/translation/readingTime';
import {localizedRoots} from '../src/plugins/translation/localizedRoots';

/** Edit links point at the file in the repository's default branch. */
export const editUrl = `${githubRepoUrl}/edit/main/website/`;

/** Shared by every docs instance: git-based last update and edit links. */
const docsCommon = {
  editUrl,
  editLocalizedFiles: true,
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  ...markdownPlugins,
} satisfies DocsOptions;

export const presetOptions: Preset.Options = {
  debug: true,
  docs: {
    ...docsCommon,
    path: 'docs',
    sidebarPath: './sidebars.ts',
    // versions.json holds the released versions, newest first: the first is served at /docs.
    lastVersion: versions[0],
    versions: {
      current: {label: 'Canary', path: 'next', banner: 'unreleased'},
      ...Object.fromEntries(
        versions.slice(1).map((version) => [version, {label: version, banner: 'unmaintained' as const}]),
      ),
    },
  },
  blog: {
    ...markdownPlugins,
    path: 'blog',
    editUrl,
    editLocalizedFiles: true,
    // Japanese posts are timed by characters (src/plugins/translation/readingTime.ts).
    readingTime,
    postsPerPage: 5,
    blogTitle: 'Docusaurus blog',
    blogDescription: 'Release notes, guides and news from the Docusaurus project.',
    blogSidebarTitle: 'All our posts',
    blogSidebarCount: 'ALL',
    showReadingTime: true,
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: 'all',
      // The feed's texts are not in the translation files.
      ...configTexts().blogFeed,
      copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
      limit: 20,
    },
  },
  pages: {
    ...markdownPlugins,
  },
  theme: {
    customCss: ['./src/css/custom.css'],
  },
  sitemap: {
    // Fixture pages are published for contributors but are not content.
    ignorePatterns: ['/tests/**', '/__docusaurus/**'],
  },
  // Only with GTAG_TRACKING_ID set at build time (config/analytics.ts).
  gtag,
};

const idealImage: IdealImageOptions = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
  disableInDev: true,
};

const pwa: PwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  // Serves pages offline under trailingSlash: false and caches the embedded search index (src/sw/).
  swCustom: path.resolve(__dirname, '../src/sw/index.js'),
  injectManifestConfig: {
    // Only the app shell and the pages are precached: images, fonts other
    // than woff2, debug pages and test fixtures are fetched on demand.
    globIgnores: [
      '**/*.{png,jpg,jpeg,gif,webp,ico}',
      '**/*.{woff,eot,ttf,otf}',
      'img/**',
      '__docusaurus/**',
      '**/tests/**',
      // The search index has its own cache (src/sw/searchIndex.js).
      'pagefind/**',
      // Redirect stubs of plugin-client-redirects: never needed offline. Under
      // `trailingSlash: false` pages are `<path>.html`, so a nested index.html
      // is a stub (tests/e2e/offline.spec.ts checks this).
      '**/*.html.html',
      '**/*/index.html',
      // Markdown twins and llms.txt are for tools, fetched on demand (src/plugins/agent-markdown).
      '**/*.md',
      '**/llms*.txt',
    ],
    // swSrc and swDest are always set by the plugin itself.
  } as PwaOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/docusaurus.png'},
    {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/docusaurus.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/docusaurus.svg', color: '#2e8555'},
    {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/docusaurus.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: '#000'},
  ],
};

export const plugins: PluginConfig[] = [
  [
    'content-docs',
    {
      ...docsCommon,
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.ts',
    } satisfies DocsOptions,
  ],
  [
    './src/plugins/changelog/index.ts',
    {
      id: 'changelog',
      routeBasePath: 'changelog',
      blogTitle: 'Changelog',
      blogDescription: 'Every published version of Docusaurus, with its pull requests and committers.',
      blogSidebarTitle: 'All versions',
      blogSidebarCount: 'ALL',
      postsPerPage: 20,
      showReadingTime: false,
      onUntruncatedBlogPosts: 'ignore',
      onInlineAuthors: 'throw',
      feedOptions: {
        type: 'all',
        ...configTexts().changelogFeed,
        limit: 20,
      },
    } satisfies BlogOptions,
  ],
  './src/plugins/feature-requests/index.ts',
  ['./src/plugins/search-index/index.ts', {enabled: searchMode === 'embedded'}],
  // Moves settings saved under the theme's older un-namespaced storage keys
  // (see src/utils/storageMigration.ts): an inline script in <head>, so it
  // runs before the theme reads the colour mode.
  './src/plugins/storage-migration/index.ts',
  ['client-redirects', clientRedirects],
  ['ideal-image', idealImage],
  // Adds the `sizes` attribute ideal-image's <noscript> fallback lacks.
  './src/plugins/ideal-image-noscript/index.ts',
  // The showcase previews' placeholders are their average colour, not base64 images (after ideal-image).
  './src/plugins/showcase-placeholders/index.ts',
  // The search button's accessible name contains its visible text, in both search modes.
  './src/plugins/search-button-label/index.ts',
  // Prism and its extra languages load with the first code block, not on every page.
  './src/plugins/prism-on-demand/index.ts',
  // The routes of the blog, changelog, each docs version and the fixtures load with their first page, not on every page.
  './src/plugins/route-sections/index.ts',
  // utils-common's client code gets the one tslib helper it calls, not all of tslib.
  './src/plugins/utils-common-tslib/index.ts',
  // llms.txt, llms-full.txt, a Markdown twin of every docs and blog page, and the Copy page actions.
  ['./src/plugins/agent-markdown/index.ts', agentMarkdown],
  // Untranslated pages say so and are marked lang="en" (src/plugins/translation).
  [
    './src/plugins/translation/index.ts',
    {sourceRoots: localizedRoots({locales, defaultLocale, versions}).map((root) => root.source)},
  ],
  // Each locale's manifest.json and opensearch.xml, linked from its pages.
  ['./src/plugins/locale-metadata/index.ts', {texts: configTexts().manifest, iconPath: 'img/docusaurus.ico'}],
  ['pwa', pwa],
  ...dogfoodingPlugins,
];

/** The same storage migration from the bundle, as a safety net (a no-op once the inline script ran). */
export const clientModules: string[] = ['./src/clientModules/storageMigration.ts'];

export const themes: PluginConfig[] = ['@docusaurus/theme-mermaid'];
