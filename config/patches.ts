/**
 * The patch ledger: every change the site makes to Docusaurus's internals (a
 * module replaced, a file ejected, a loader, a client module swapped, a build
 * step that works around the framework), what it buys and when it goes.
 *
 * A patch stays only if it pays for itself (issue 36): at least 3 kB gzip of
 * first-load JS or HTML on some page template, 30 ms of median TBT on some
 * template, 8 % of a cold two-locale build or 300 MB of its peak memory, or it
 * fixes a reader-visible defect that a test shows. `npm run bench:patches`
 * measures the others with each patch switched off in turn; the figures below
 * come from its runs. Each patch's code lives in src/framework-patches/<name>/
 * and checks at start-up that what it relies on is still there.
 *
 * `DISABLE_PATCHES=name,name npm run build` builds without the patches named
 * (the site builds and works without any of them).
 */
import type {PluginConfig} from '@docusaurus/types';
import {searchModeOptions} from './search';

export type Mechanism =
  'module replacement' | 'ejected file' | 'theme wrapper' | 'loader' | 'client module' | 'remark plugin' | 'build step';

/** A gain measured by `npm run bench:patches`, or a defect a test shows. */
export type Gain =
  | {readonly kind: 'measured'; readonly date: string; readonly figures: string}
  | {readonly kind: 'defect'; readonly defect: string; readonly test: string};

export type Patch = {
  /** Its folder under src/framework-patches/, and the name DISABLE_PATCHES takes. */
  readonly name: string;
  readonly mechanism: Mechanism;
  /** What it changes in Docusaurus. */
  readonly changes: string;
  /** The upstream issue or pull request it waits for, or the proposal it would make. */
  readonly upstream: string;
  readonly removeWhen: string;
  readonly gain: Gain;
  /** What `npm run bench:patches` measures for it: page templates (routes), or the build. */
  readonly bench: {readonly routes?: readonly string[]; readonly build?: boolean; readonly locales?: 'en' | 'both'};
  /** The plugin that applies it, when it is one (a path from the site's root, or a plugin config). */
  readonly plugin?: PluginConfig;
  /** Its plugin comes before the site's features in the plugin list (postBuild steps start in list order). */
  readonly beforeFeatures?: true;
};

const plugin = (name: string): string => `./src/framework-patches/${name}/index.ts`;

const NOT_MEASURED = (before: string): Gain => ({kind: 'measured', date: 'not yet', figures: before});

export const PATCHES: readonly Patch[] = [
  {
    name: 'bundler-memory',
    mechanism: 'build step',
    changes: 'Runs a full garbage collection when postBuild starts and when the next locale’s plugins are made.',
    upstream: 'facebook/docusaurus#10944 (memory of a locale’s build is freed late)',
    removeWhen: 'a two-locale build peaks no higher without it',
    gain: NOT_MEASURED('earlier: 0.4 GiB less at the peak of a two-locale build'),
    bench: {build: true, locales: 'both'},
    plugin: plugin('bundler-memory'),
    // Its postBuild must start before the features' heavy ones (search, Markdown twins, PWA).
    beforeFeatures: true,
  },
  {
    name: 'route-sections',
    mechanism: 'module replacement',
    changes:
      'Replaces core’s generated routes.js, registry.js and routesChunkNames.json, its preload and window.docusaurus in the client bundle: the routes of whole sections load with their first page.',
    upstream: 'facebook/docusaurus#7256 (the route table of every page is in the main bundle)',
    removeWhen: 'core loads route tables by section',
    gain: NOT_MEASURED('never measured'),
    bench: {routes: ['/', '/docs/installation', '/blog/releases/3.9']},
    plugin: plugin('route-sections'),
  },
  {
    name: 'inline-translations',
    mechanism: 'loader',
    changes:
      'Writes each code translation into the translate() call or <Translate> that uses it (a pre-loader on src/ and the @docusaurus packages) and empties @generated/codeTranslations in the client bundle.',
    upstream: 'none filed; proposal: core could put each page’s translations in its route chunks',
    removeWhen: 'core stops putting the whole code translation table in the main bundle',
    gain: NOT_MEASURED('earlier: 27 kB of Japanese texts out of every /ja/ page’s main bundle (raw)'),
    bench: {routes: ['/ja/', '/ja/docs/installation']},
    plugin: plugin('inline-translations'),
  },
  {
    name: 'prism-on-demand',
    mechanism: 'module replacement',
    changes:
      'Replaces theme-classic’s Prism client module (Prism and every extra language in every page’s bundle) with an empty one; a CodeBlock/Content wrapper registers each language the first time a block uses it and loads Prism only when a block must be rendered anew.',
    upstream:
      'none filed; proposal: theme-classic could register prism.additionalLanguages when a code block needs them',
    removeWhen: 'theme-classic loads Prism languages per code block',
    gain: NOT_MEASURED('earlier: about 35 kB gzip of Prism out of every page’s entry JS'),
    bench: {routes: ['/', '/docs/installation', '/docs/markdown-features/code-blocks']},
    plugin: plugin('prism-on-demand'),
  },
  {
    name: 'utils-common-tslib',
    mechanism: 'module replacement',
    changes: 'Gives @docusaurus/utils-common’s client code the one tslib helper it calls instead of all of tslib.',
    upstream: 'none filed; proposal: build utils-common with importHelpers off, or as ESM',
    removeWhen: 'utils-common no longer imports tslib',
    gain: NOT_MEASURED('earlier: about 4 kB gzip of tslib in every page’s main bundle, one helper used'),
    bench: {routes: ['/']},
    plugin: plugin('utils-common-tslib'),
  },
  {
    name: 'head-hydration',
    mechanism: 'client module',
    changes: 'Sets react-helmet-async’s HelmetProvider.canUseDOM to false until the page has hydrated.',
    upstream: 'staylor/react-helmet-async#122 (closed unmerged); Docusaurus plans to use React 19’s metadata',
    removeWhen: 'Docusaurus leaves react-helmet-async',
    gain: {
      kind: 'defect',
      defect:
        'head tags (KaTeX stylesheet, description, canonical and hreflang links) removed and re-added while a page hydrates: maths flashed unstyled',
      test: 'tests/e2e/head-hydration.spec.ts',
    },
    bench: {},
    plugin: plugin('head-hydration'),
  },
  {
    name: 'hydrate-in-place',
    mechanism: 'ejected file',
    changes:
      'Ejected CodeBlock and Tabs without the useIsBrowser() key that makes theme-classic build them again right after hydration.',
    upstream: 'facebook/docusaurus#7986 and #5653 (why the keys were added)',
    removeWhen: 'theme-classic stops keying code blocks and tabs by useIsBrowser()',
    gain: NOT_MEASURED('earlier: a 550 ms task on a tabs-heavy page (CPU ×4)'),
    bench: {routes: ['/docs/markdown-features/code-blocks', '/docs/installation']},
    plugin: plugin('hydrate-in-place'),
  },
  {
    name: 'after-hydration',
    mechanism: 'theme wrapper',
    changes:
      'Wraps Navbar/MobileSidebar and CodeBlock/Buttons so that what the theme renders only in the browser is built in a transition after hydration.',
    upstream: 'none filed; proposal: theme-classic could render browser-only parts in a transition',
    removeWhen: 'theme-classic renders them in a transition',
    gain: NOT_MEASURED('earlier: one long task on /docs/installation split'),
    bench: {routes: ['/docs/installation', '/docs/markdown-features/code-blocks']},
    plugin: plugin('after-hydration'),
  },
  {
    name: 'deferred-hydration',
    mechanism: 'theme wrapper',
    changes:
      'Wraps DocSidebar/Desktop, DocItem/TOC/Desktop and LastUpdated so that they hydrate only where displayed, or when they come near the viewport.',
    upstream: 'none filed; proposal: the theme could skip rendering the desktop sidebar and TOC where CSS hides them',
    removeWhen: 'the theme stops rendering them on narrow screens before hydration',
    gain: NOT_MEASURED('never measured alone'),
    bench: {routes: ['/docs/installation', '/docs/api/docusaurus-config']},
    plugin: plugin('deferred-hydration'),
  },
  {
    name: 'browser-only-modules',
    mechanism: 'module replacement',
    changes: 'Makes mermaid and DocSearch’s modal resolve to nothing in the server bundle, which never runs them.',
    upstream: 'none filed; proposal: theme-mermaid could import mermaid only in the browser',
    removeWhen: 'the server bundle no longer builds them',
    gain: NOT_MEASURED('earlier: some 950 of 2,700 server modules per locale left out'),
    bench: {build: true, locales: 'both'},
    plugin: plugin('browser-only-modules'),
  },
  {
    name: 'postcss-config',
    mechanism: 'loader',
    changes: 'Sets postcss-loader’s `config: false`: no search of the disk for a PostCSS config file per CSS file.',
    upstream: 'none filed; proposal: core could pass config: false itself',
    removeWhen: 'core sets it',
    gain: NOT_MEASURED('earlier: 1.5 s of the bundler’s thread per locale'),
    bench: {build: true, locales: 'both'},
    plugin: plugin('postcss-config'),
  },
  {
    name: 'mdx-parse-worker',
    mechanism: 'remark plugin',
    changes: 'Parses each MDX file’s Markdown on a worker thread and swaps the tree into the compiler’s run.',
    upstream: 'facebook/docusaurus#4765 (build time), mdx-js/mdx#2529 (compile a given tree)',
    removeWhen: 'mdx-loader parses off the main thread, or the parse gets fast enough',
    gain: NOT_MEASURED('earlier: cold two-locale build 165 → 129 s'),
    bench: {build: true, locales: 'both'},
  },
  {
    name: 'locale-overlap',
    mechanism: 'build step',
    changes: 'Lets a locale’s Markdown twins and search index be written while the next locale is built.',
    upstream: 'facebook/docusaurus#4765 (locales are built one after the other)',
    removeWhen: 'Docusaurus builds locales concurrently',
    gain: NOT_MEASURED('earlier: about 5 s of a cold two-locale build'),
    bench: {build: true, locales: 'both'},
  },
  {
    name: 'changelog-list-modules',
    mechanism: 'module replacement',
    changes:
      'Points the changelog’s list items at each post’s own module instead of a second ?truncated=true compilation.',
    upstream: 'none filed; proposal: the blog plugin could reuse the post module when a post has no truncate marker',
    removeWhen: 'the blog plugin does so',
    gain: NOT_MEASURED('earlier: an eighth of each locale’s MDX compiled once instead of twice'),
    bench: {build: true, locales: 'both'},
  },
  {
    name: 'ask-ai-styles',
    mechanism: 'loader',
    changes: 'Leaves DocSearch’s Ask AI rules out of the site’s stylesheet in embedded search mode.',
    upstream: 'none filed; proposal: DocSearch could ship Ask AI styles in a stylesheet of their own',
    removeWhen: 'DocSearch splits its stylesheet',
    gain: NOT_MEASURED('earlier: about a third of DocSearch’s CSS'),
    bench: {routes: ['/']},
    plugin: [plugin('ask-ai-styles'), {mode: searchModeOptions.mode}],
  },
  {
    name: 'search-button-label',
    mechanism: 'module replacement',
    changes:
      'Replaces the DocSearch button theme-search-algolia’s SearchBar imports with one whose accessible name contains its text.',
    upstream: 'none filed; proposal: DocSearch’s button could take its aria-label from its translations',
    removeWhen: 'DocSearch’s button name contains its visible text',
    gain: {
      kind: 'defect',
      defect: 'the search button’s accessible name does not contain its visible text (WCAG 2.5.3) in hosted mode',
      test: 'tests/e2e/search-hosted.spec.ts',
    },
    bench: {},
    plugin: plugin('search-button-label'),
  },
  {
    name: 'showcase-placeholders',
    mechanism: 'loader',
    changes:
      'Gives the showcase previews a one-colour placeholder instead of ideal-image’s base64 image, resized once per build.',
    upstream: 'none filed',
    removeWhen: 'the showcase has no preview images',
    gain: NOT_MEASURED('earlier: showcase HTML 95 kB → 31 kB gzip'),
    bench: {routes: ['/showcase']},
    plugin: plugin('showcase-placeholders'),
  },
  {
    name: 'ideal-image-noscript',
    mechanism: 'module replacement',
    changes: 'Swaps plugin-ideal-image’s Media for a subclass whose <noscript> image has a src and no srcset.',
    upstream: 'none filed; proposal: ideal-image could add sizes to its <noscript> srcset',
    removeWhen: 'ideal-image writes valid <noscript> images',
    gain: NOT_MEASURED('earlier: 5 kB gzip on the showcase; invalid HTML otherwise'),
    bench: {routes: ['/showcase']},
    plugin: plugin('ideal-image-noscript'),
  },
];

/** The names `DISABLE_PATCHES` lists; an unknown name is an error (a typo would measure nothing). */
export function disabledPatches(value: string | undefined = process.env.DISABLE_PATCHES): ReadonlySet<string> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !PATCHES.some((patch) => patch.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `DISABLE_PATCHES names no patch called ${unknown.join(', ')}; the patches are: ${PATCHES.map((p) => p.name).join(', ')}`,
    );
  }
  return new Set(names);
}

/** Whether the patch `name` applies to this build. */
export function patchEnabled(name: string): boolean {
  if (!PATCHES.some((patch) => patch.name === name)) throw new Error(`config/patches.ts has no patch "${name}"`);
  return !disabledPatches().has(name);
}

/** The plugins of the patches that apply, in ledger order: those that go before the features, or the others. */
export function patchPlugins(position: 'beforeFeatures' | 'afterFeatures'): PluginConfig[] {
  const disabled = disabledPatches();
  return PATCHES.filter(
    (patch) =>
      patch.plugin !== undefined &&
      !disabled.has(patch.name) &&
      !!patch.beforeFeatures === (position === 'beforeFeatures'),
  ).map((patch) => patch.plugin!);
}
