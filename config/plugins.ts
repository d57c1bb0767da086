import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import {markdownPlugins} from './markdown';
import {clientRedirects} from './redirects';
import {githubRepoUrl} from '../src/data/site';
import {configTexts} from './texts';
import {defaultLocale, locales} from './i18n';
import versions from '../versions.json';
import {searchModeOptions, searchPagePath} from './search';
import type {SearchPluginOptions} from '../src/plugins/search/options';
import {gtag} from './analytics';
import {agentMarkdown} from './agentMarkdown';
import {patchPlugins} from './patches';
import {dogfoodingPlugins} from '../_dogfooding/dogfooding.config';
import {readingTime} from '../src/plugins/translation/readingTime';
import {localizedRoots} from '../src/plugins/translation/localizedRoots';
import remarkChangesLink from '../src/plugins/version-changes/remarkChangesLink';
import remarkApiBadges from '../src/plugins/version-changes/remarkApiBadges';
import {minorOf} from '../src/plugins/version-changes/apiBadges';
// Canary documents the installed Docusaurus: its options are "since" this minor version.
import {version as coreVersion} from '@docusaurus/core/package.json';

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

const docs = {
  ...docsCommon,
  remarkPlugins: [
    ...docsCommon.remarkPlugins,
    [remarkChangesLink, {siteDir: path.resolve(__dirname, '..'), versions, defaultLocale}],
    [remarkApiBadges, {siteDir: path.resolve(__dirname, '..'), versions, canaryMinor: minorOf(coreVersion)}],
  ],
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  // versions.json holds the released versions, newest first: the first is served at /docs.
  lastVersion: versions[0],
  versions: {
    current: {label: 'Canary', path: 'next', banner: 'unreleased'},
    ...Object.fromEntries(
      versions.slice(1).map((version) => [version, {label: version, banner: 'unmaintained' as const}]),
    ),
  },
} satisfies DocsOptions;

const blog = {
  ...markdownPlugins,
  path: 'blog',
  routeBasePath: 'blog',
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
  // "Last updated", from git, as on docs pages.
  showLastUpdateTime: true,
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
} satisfies BlogOptions;

export const presetOptions: Preset.Options = {
  debug: true,
  docs,
  blog,
  pages: {
    ...markdownPlugins,
    // "Last updated" on Markdown pages, from git (React pages render their own layout).
    showLastUpdateTime: true,
  },
  theme: {
    customCss: ['./src/css/custom.css', './src/theme/CodeBlock/lines.css'],
  },
  sitemap: {
    // Fixture pages are published for contributors but are not content.
    ignorePatterns: ['/tests/**', '/__docusaurus/**'],
    // <lastmod> from each page's last git commit (docs, blog posts, Markdown pages).
    lastmod: 'date',
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
      // The search index has its own cache (src/plugins/search/sw/searchIndex.js).
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

const community = {
  ...docsCommon,
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
} satisfies DocsOptions;

const changelog = {
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
} satisfies BlogOptions;

/** The path of each docs version below the docs' base path (`next`, `3.8.1`); the last version has none. */
const docsVersionPaths = Object.entries(docs.versions).map(([name, version]) =>
  'path' in version ? version.path : name,
);

/** A blog's list pages (plugin-content-blog's base paths, defaults when unset): they only repeat the posts. */
const blogListPaths = (options: BlogOptions): string[] => [
  options.pageBasePath ?? 'page',
  options.tagsBasePath ?? 'tags',
  options.authorsBasePath ?? 'authors',
  options.archiveBasePath ?? 'archive',
];

/** The fixture plugins (the /tests section), with the site's Markdown options. */
const fixturePlugins = dogfoodingPlugins(markdownPlugins);

/** The base path of each fixture plugin instance (`/tests/docs`…). */
const fixtureRouteBasePaths = fixturePlugins.flatMap((plugin) => {
  const options = Array.isArray(plugin) ? (plugin[1] as {routeBasePath?: string} | undefined) : undefined;
  return options?.routeBasePath ? [options.routeBasePath] : [];
});

/** The search plugin's route knowledge, from the options the content plugins above get. */
const search: SearchPluginOptions = {
  ...searchModeOptions,
  suggestedQueries: configTexts().searchSuggestions,
  // The words Japanese readers type for a page's terms, from the style guide's glossary.
  glossaries: {ja: 'i18n/ja/STYLE.md'},
  sections: [
    // The pages of the `api` sidebar (sidebars.ts), in every docs version.
    {
      section: 'api',
      routeBasePath: docs.routeBasePath,
      versionPaths: docsVersionPaths,
      paths: ['api', 'cli', 'docusaurus-core'],
    },
    {section: 'docs', routeBasePath: docs.routeBasePath},
    // Release posts are the folder blog/releases/.
    {section: 'releaseNotes', routeBasePath: blog.routeBasePath, paths: ['releases']},
    {section: 'blog', routeBasePath: blog.routeBasePath},
    {section: 'changelog', routeBasePath: changelog.routeBasePath},
    {section: 'community', routeBasePath: community.routeBasePath},
  ],
  excludedRoutes: [
    ...fixtureRouteBasePaths.map((routeBasePath) => ({routeBasePath})),
    // plugin-debug's pages (`debug: true` above).
    {routeBasePath: '__docusaurus'},
    {routeBasePath: searchPagePath},
    // The 404 page core writes for every locale.
    {routeBasePath: '404.html'},
    // List pages after the first only repeat the posts' text: a search would find each post several times.
    {routeBasePath: blog.routeBasePath, paths: blogListPaths(blog)},
    {routeBasePath: changelog.routeBasePath, paths: blogListPaths(changelog)},
    {
      routeBasePath: docs.routeBasePath,
      versionPaths: docsVersionPaths,
      paths: [(docs as DocsOptions).tagsBasePath ?? 'tags'],
    },
  ],
};

/**
 * The site's features, then the framework patches (config/patches.ts): a patch's theme comes after the features'
 * (a later theme's component wins), and the swizzle guard checks every override before anything is built.
 */
export const plugins: PluginConfig[] = [
  // Stops the build when an override of a theme component no longer matches the installed Docusaurus.
  './src/framework-patches/swizzle-guard/index.ts',
  // Live code blocks. Before the patches: their CodeBlock then comes after this theme's, and the site's wrapper
  // (src/theme/CodeBlock) loads the playground only for a live block.
  '@docusaurus/theme-live-codeblock',
  ['content-docs', community],
  ['./src/plugins/changelog/index.ts', changelog],
  './src/plugins/feature-requests/index.ts',
  // Search: the modal, /search, the embedded index and its offline part. Its theme wraps theme-search-algolia's
  // SearchBar and SearchPage, so it must come after that preset theme; any place in `plugins` is (the build checks it).
  ['./src/plugins/search/index.ts', search],
  // Moves settings saved under the theme's older un-namespaced storage keys:
  // an inline script in <head>, so it runs before the theme reads the colour
  // mode.
  './src/plugins/storage-migration/index.ts',
  ['client-redirects', clientRedirects],
  ['ideal-image', idealImage],
  // A malformed percent-encoded address is written so that it decodes, before the router reads it.
  './src/plugins/malformed-url/index.ts',
  // The element a URL's #hash names stays in view while content drawn late above it (diagrams) changes the layout.
  './src/plugins/hash-target/index.ts',
  // llms.txt, llms-full.txt, a Markdown twin of every docs and blog page, and the Copy page actions.
  ['./src/plugins/agent-markdown/index.ts', agentMarkdown],
  // Untranslated pages say so and are marked lang="en" (src/plugins/translation).
  [
    './src/plugins/translation/index.ts',
    {
      sourceRoots: localizedRoots({locales, defaultLocale, versions}).map((root) => root.source),
      suggestion: configTexts().languageSuggestion,
    },
  ],
  // A box above the desktop docs sidebar that filters it by title.
  './src/plugins/sidebar-filter/index.ts',
  // Images and Mermaid diagrams open larger on click or Enter.
  './src/plugins/image-zoom/index.ts',
  // An Open Graph image per docs page, community page, blog post and changelog entry.
  [
    './src/plugins/social-cards/index.ts',
    {
      siteName: 'Docusaurus',
      logo: 'static/img/docusaurus.svg',
      sources: [
        {plugin: 'docusaurus-plugin-content-docs', id: 'default', section: configTexts().socialCardSections.docs},
        {
          plugin: 'docusaurus-plugin-content-docs',
          id: 'community',
          section: configTexts().socialCardSections.community,
        },
        {plugin: 'docusaurus-plugin-content-blog', id: 'default', section: configTexts().socialCardSections.blog},
        {
          plugin: 'docusaurus-plugin-content-blog',
          id: 'changelog',
          section: configTexts().socialCardSections.changelog,
        },
      ],
    },
  ],
  // "Was this page helpful?" at the end of docs and community pages.
  './src/plugins/page-feedback/index.ts',
  // A missing page below /ja/ shows the Japanese not-found page, though hosts answer with the root 404.html.
  [
    './src/plugins/not-found/index.ts',
    {
      noScript: Object.fromEntries(
        locales.filter((l) => l !== defaultLocale).map((l) => [l, configTexts(l).notFoundNoScript]),
      ),
    },
  ],
  // "Changes since <previous version>" pages of the docs (the link on each doc page: remarkChangesLink in `docs`).
  ['./src/plugins/version-changes/index.ts', {versions}],
  // Each locale's manifest.json and opensearch.xml, linked from its pages.
  ['./src/plugins/locale-metadata/index.ts', {texts: configTexts().manifest, iconPath: 'img/docusaurus.ico'}],
  ['pwa', pwa],
  ...fixturePlugins,
  ...patchPlugins(),
];

export const themes: PluginConfig[] = ['@docusaurus/theme-mermaid'];
