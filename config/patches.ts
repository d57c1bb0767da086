/**
 * The patch ledger: every change the site makes to Docusaurus's internals (a
 * module replaced, a file ejected, a loader, a client module swapped, a build
 * step that works around the framework), what it buys and when it goes.
 *
 * A patch stays only if it pays for itself (issue 36): at least 3 kB gzip of
 * first-load JS or HTML on some page template, 30 ms of median TBT on some
 * template, 8 % of a cold two-locale build or 300 MB of its peak memory, or it
 * fixes a reader-visible defect that a test shows, or pages exceed a budget of
 * tests/build/weight-budget.test.ts without it (scripts/lib/patch-verdict.ts). `npm run bench:patches`
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
};

const plugin = (name: string): string => `./src/framework-patches/${name}/index.ts`;

export const PATCHES: readonly Patch[] = [
  {
    name: 'route-sections',
    mechanism: 'module replacement',
    changes:
      'Replaces core’s generated routes.js, registry.js and routesChunkNames.json, its preload and window.docusaurus in the client bundle: the routes of whole sections load with their first page.',
    upstream: 'facebook/docusaurus#7256 (the route table of every page is in the main bundle)',
    removeWhen: 'core loads route tables by section',
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 136.9/197.2 kB gzip on /, 178.5/233.8 on /docs/installation, 169.5/225.4 on /blog/releases/3.9 (−55 to −60 kB); Lighthouse TBT medians of 5: 58/231, 188/307, 169/371 ms',
    },
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
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 140.0/149.7 kB gzip on /ja/, 185.8/196.4 on /ja/docs/installation (−9.7 and −10.6 kB); cold two-locale build 112/126 s (−11.1 %); peak memory 4.1/3.8 GB (one build each); TBT medians 129/101, 311/274 ms (not separated)',
    },
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
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 136.9/171.9 kB gzip on /, 178.5/213.5 on /docs/installation (−35 kB), 272.0/270.1 on the code-blocks guide (+1.9 kB: Prism comes in its own chunk); Lighthouse TBT medians of 5: 63/239, 239/437, 757/724 ms',
    },
    bench: {routes: ['/', '/docs/installation', '/docs/markdown-features/code-blocks']},
    plugin: plugin('prism-on-demand'),
  },
  {
    name: 'utils-common-tslib',
    mechanism: 'module replacement',
    changes: 'Gives @docusaurus/utils-common’s client code the one tslib helper it calls instead of all of tslib.',
    upstream: 'none filed; proposal: build utils-common with importHelpers off, or as ESM',
    removeWhen: 'utils-common no longer imports tslib',
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 136.9/140.5 kB gzip on / (−3.6 kB, every page); TBT median 52/98 ms',
    },
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
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 178.5/263.2 kB gzip on /docs/installation (−84.7 kB: code blocks stop pulling Prism in at hydration), 272.0/271.1 on the code-blocks guide; Lighthouse TBT medians of 5: 227/497 and 517/863 ms',
    },
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
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: Lighthouse TBT medians of 5: 149/173 ms on /docs/installation, 530/940 ms on the code-blocks guide; first-load JS unchanged',
    },
    bench: {routes: ['/docs/installation', '/docs/markdown-features/code-blocks']},
    plugin: plugin('after-hydration'),
  },
  {
    name: 'ask-ai-styles',
    mechanism: 'loader',
    changes: 'Leaves DocSearch’s Ask AI rules out of the site’s stylesheet in embedded search mode.',
    upstream: 'none filed; proposal: DocSearch could ship Ask AI styles in a stylesheet of their own',
    removeWhen: 'DocSearch splits its stylesheet',
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load CSS 21.8/23.7 kB gzip on / (−1.9 kB on every page); TBT 119/116 ms. Below the size and TBT thresholds, it pays by the budget: without it the home page and the showcase exceed the 23.5 kB CSS budget (23.7 and 24.8 kB) and issue 37’s feature-weight limit (tests/build/feature-weight.test.ts: home +1,061 B against 1,024, showcase +3.4 kB against 2.4), checked by a DISABLE_PATCHES=ask-ai-styles build',
    },
    bench: {routes: ['/']},
    plugin: [plugin('ask-ai-styles'), {mode: searchModeOptions.mode}],
  },
  {
    name: 'page-scoped-css',
    mechanism: 'build step',
    changes:
      'Narrows core’s `styles` split-chunks group (every stylesheet in one file that every page loads): the stylesheets of components few pages render (the debug plugin’s JSON viewer, the live editor, the home page, the showcase, the search page, the colour generator, the team cards, file trees) stay with their chunks; after the build, each page’s HTML links the chunk stylesheets that define the classes it uses (core links only the entry’s), so they are there at first paint.',
    upstream:
      'facebook/docusaurus#2006 (one stylesheet, so that chunk stylesheets cannot load in different orders); proposal: an option naming stylesheets scoped by their class names',
    removeWhen:
      'core lets a site keep scoped stylesheets with their chunks and links a route’s chunk stylesheets from its HTML',
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load CSS 21.8/25.3 kB gzip on /, 22.2/25.3 on /docs/installation (a file tree), 20.8/25.3 on /blog/releases/3.9 (−3.1 to −4.5 kB); entry script +0.7 kB (the runtime’s chunk stylesheet loader); Lighthouse TBT medians of 5: 49/78, 114/157, 199/229 ms; without it every page exceeds the 23.5 kB CSS budget (tests/build/weight-budget.test.ts)',
    },
    bench: {routes: ['/', '/docs/installation', '/blog/releases/3.9']},
    plugin: plugin('page-scoped-css'),
  },
  {
    name: 'chunk-filenames',
    mechanism: 'build step',
    changes:
      'Names the client’s lazy chunks by the build’s hash (`assets/js/[name].[fullhash:8].js`) instead of each chunk’s content hash: webpack’s runtime, in every page’s entry scripts, no longer carries a map of every chunk’s hash. The price: after a deploy, a returning reader downloads again the lazy chunks they use, changed or not.',
    upstream:
      'none filed; proposal: core could load the hashes of a route’s chunks with the route, as the chunk names already are (routesChunkNames.json)',
    removeWhen: 'core’s runtime stops carrying a hash for every chunk of the site',
    gain: {
      kind: 'measured',
      date: '2026-12-07',
      figures:
        'bench:patches 2026-12-07, all 16 patches in one run, on/off: first-load JS 136.9/148.1 kB gzip on /, 178.5/189.7 on /docs/installation, 169.5/180.8 on /blog/releases/3.9 (−11.2 kB on every page; the runtime 13.7 → 2.3 kB); Lighthouse TBT medians of 5: 118/60, 160/185, 131/159 ms (not separated)',
    },
    bench: {routes: ['/', '/docs/installation', '/blog/releases/3.9']},
    plugin: plugin('chunk-filenames'),
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
    name: 'code-line-spans',
    mechanism: 'ejected file',
    changes: 'Ejected CodeBlock/Line: each line of a code block is a <span> made a block by CSS, not a <div>.',
    upstream: 'none filed; proposal: theme-classic could render code lines as phrasing content',
    removeWhen: 'theme-classic renders code lines as phrasing content',
    gain: {
      kind: 'defect',
      defect: 'a <div> per code line inside <code> (invalid HTML: the most frequent Nu checker error of a stock build)',
      test: 'tests/e2e/markup-defects.spec.ts',
    },
    bench: {},
    plugin: plugin('code-line-spans'),
  },
  {
    name: 'tab-panel-ids',
    mechanism: 'ejected file',
    changes:
      'Ejected TabItem: each panel has the id its tab’s aria-controls names (given by the site’s Tabs wrapper) and aria-labelledby back to it.',
    upstream: 'none filed; proposal: theme-classic could link each tab to its panel',
    removeWhen: 'theme-classic links tabs and panels itself',
    gain: {
      kind: 'defect',
      defect:
        'tabs name no panel: screen readers cannot tell which panel a tab shows, and the HTML checker reports each tab',
      test: 'tests/e2e/markup-defects.spec.ts',
    },
    bench: {},
    plugin: plugin('tab-panel-ids'),
  },
  {
    name: 'blog-archive-headings',
    mechanism: 'ejected file',
    changes: 'Ejected BlogArchivePage: year headings are <h2> under the page’s <h1>, not <h3>.',
    upstream: 'none filed; proposal: theme-classic could use <h2> for the archive’s years',
    removeWhen: 'theme-classic’s archive years are <h2>',
    gain: {
      kind: 'defect',
      defect: 'the archive’s headings skip a level (<h1> then <h3>), which screen-reader users navigate by',
      test: 'tests/e2e/markup-defects.spec.ts',
    },
    bench: {},
    plugin: plugin('blog-archive-headings'),
  },
  {
    name: 'reset-button-label',
    mechanism: 'ejected file',
    changes:
      'Ejected theme-live-codeblock’s Playground/Buttons/ResetButton without its English-only aria-label, with a translated title.',
    upstream: 'none filed; proposal: the Reset button could take its name from its translated label',
    removeWhen: 'theme-live-codeblock’s Reset button has no untranslated aria-label',
    gain: {
      kind: 'defect',
      defect:
        'in Japanese the Reset button’s name (“Reset code to original”) does not contain its visible label 「リセット」 (WCAG 2.5.3)',
      test: 'tests/e2e/code-blocks.spec.ts',
    },
    bench: {},
    plugin: plugin('reset-button-label'),
  },
  {
    name: 'read-more-link-text',
    mechanism: 'ejected file',
    changes: 'Ejected BlogPostItem/Footer/ReadMoreLink: the post’s title is in the link text, not in an aria-label.',
    upstream: 'facebook/docusaurus#1977 (where the aria-label came from)',
    removeWhen: 'theme-classic’s “Read more” link text names the post',
    gain: {
      kind: 'defect',
      defect:
        'every “Read more” link has the same text (Lighthouse SEO link-text audit fails; the text names no target)',
      test: 'tests/e2e/link-text.spec.ts',
    },
    bench: {},
    plugin: plugin('read-more-link-text'),
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

/** The plugins of the patches that apply, in ledger order. */
export function patchPlugins(): PluginConfig[] {
  const disabled = disabledPatches();
  return PATCHES.filter((patch) => patch.plugin !== undefined && !disabled.has(patch.name)).map(
    (patch) => patch.plugin!,
  );
}
