/**
 * Every place where the site copies or leans on framework source it does not
 * own, and the upstream files involved. `npm run check:swizzles` compares
 * those files in node_modules with the version and SHA-256 recorded in
 * ./upstream.json when the site's file was last brought in line with them.
 */
export type SwizzleRecord = {
  /** Names the record in messages and in ./upstream.json. */
  readonly id: string;
  /** The site's file, relative to the site. */
  readonly site: string;
  /**
   * `ejected`: a copy of the upstream file with one change; its header names
   * the package and version it was ejected from. `wrapped`: the site's file
   * keeps the upstream component but relies on details of the files listed.
   */
  readonly kind: 'ejected' | 'wrapped';
  /** Upstream files copied or relied on, relative to their package's folder; the first package is the one ejected from. */
  readonly upstream: readonly {readonly package: string; readonly files: readonly string[]}[];
  /** What a `wrapped` file relies on in those files: what to re-check when they change. */
  readonly reliesOn?: string;
};

const THEME_CLASSIC = '@docusaurus/theme-classic';

export const swizzles: readonly SwizzleRecord[] = [
  {
    id: 'CodeBlock',
    site: 'src/framework-patches/hydrate-in-place/theme/CodeBlock/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/CodeBlock/index.tsx']}],
  },
  {
    id: 'CodeBlock/Line',
    site: 'src/theme/CodeBlock/Line/index.tsx',
    kind: 'ejected',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: ['src/theme/CodeBlock/Line/index.tsx', 'src/theme/CodeBlock/Line/styles.module.css'],
      },
    ],
  },
  {
    id: 'Tabs (eject)',
    site: 'src/framework-patches/hydrate-in-place/theme/Tabs/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css']}],
  },
  {
    id: 'TabItem',
    site: 'src/theme/TabItem/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/TabItem/index.tsx', 'src/theme/TabItem/styles.module.css']}],
  },
  {
    id: 'BlogArchivePage',
    site: 'src/theme/BlogArchivePage/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogArchivePage/index.tsx']}],
  },
  {
    id: 'BlogPostItem/Footer/ReadMoreLink',
    site: 'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx']}],
  },
  {
    id: 'DebugJsonView',
    site: 'src/theme/DebugJsonView/index.tsx',
    kind: 'ejected',
    upstream: [{package: '@docusaurus/plugin-debug', files: ['src/theme/DebugJsonView/index.tsx']}],
  },
  {
    id: 'prism-include-languages',
    site: 'src/framework-patches/prism-on-demand/registerLanguages.ts',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/prism-include-languages.ts']}],
  },
  {
    id: 'Tabs',
    site: 'src/theme/Tabs/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/Tabs/index.tsx']}],
    reliesOn:
      'Tabs spreads each TabItem\'s `attributes` prop onto its role="tab" element and renders the TabItem children it is given, so the ids and aria-controls the wrapper adds reach the DOM (npm run check:html reports a tab without its panel)',
  },
  {
    id: 'Navbar/MobileSidebar',
    site: 'src/framework-patches/after-hydration/theme/Navbar/MobileSidebar/index.tsx',
    kind: 'wrapped',
    upstream: [
      {package: THEME_CLASSIC, files: ['src/theme/Navbar/MobileSidebar/index.tsx']},
      {package: '@docusaurus/theme-common', files: ['src/contexts/navbarMobileSidebar.tsx']},
    ],
    reliesOn:
      'the mobile menu renders nothing while the page hydrates (shouldRender is false until the window size is known), so leaving it out until a transition after hydration matches the server HTML; `shown` in the same context says when the reader opened it (tests/e2e/after-hydration.spec.ts)',
  },
  {
    id: 'CodeBlock/Buttons',
    site: 'src/framework-patches/after-hydration/theme/CodeBlock/Buttons/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/CodeBlock/Buttons/index.tsx']}],
    reliesOn:
      'the buttons are rendered only in the browser (BrowserOnly), so the server HTML has none and leaving them out while the page hydrates matches it (tests/e2e/after-hydration.spec.ts)',
  },
  {
    id: 'CodeBlock/Content',
    site: 'src/framework-patches/prism-on-demand/theme/CodeBlock/Content/index.tsx',
    kind: 'wrapped',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: ['src/theme/CodeBlock/Content/index.tsx', 'src/theme/CodeBlock/Content/styles.module.css'],
      },
    ],
    reliesOn:
      "the content renders one <pre> (the code block context's codeBlockRef on it) around one <code>, which a hydrating block keeps as the server rendered it; the unhighlighted fallback uses the same codeBlock and codeBlockLines classes of its styles.module.css, imported by path (tests/e2e/code-highlighting.spec.ts)",
  },
  {
    id: 'DocSidebar/Desktop',
    site: 'src/framework-patches/deferred-hydration/theme/DocSidebar/Desktop/index.tsx',
    kind: 'wrapped',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: [
          'src/theme/DocSidebar/Desktop/index.tsx',
          'src/theme/DocSidebar/index.tsx',
          'src/theme/DocRoot/Layout/Sidebar/styles.module.css',
        ],
      },
    ],
    reliesOn:
      'the desktop sidebar renders one <div> holding everything (HydrateOnView `bare` stands for it until it hydrates), DocSidebar renders it while the window size is "ssr" and removes it for "mobile", and CSS hides its container on narrow screens (tests/e2e/docs.spec.ts, "hydrates only where it is displayed")',
  },
  {
    id: 'DocItem/TOC/Desktop',
    site: 'src/framework-patches/deferred-hydration/theme/DocItem/TOC/Desktop/index.tsx',
    kind: 'wrapped',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: [
          'src/theme/DocItem/TOC/Desktop/index.tsx',
          'src/theme/TOC/index.tsx',
          'src/theme/TOC/styles.module.css',
        ],
      },
    ],
    reliesOn:
      'the desktop table of contents renders one <div> (TOC), hidden by CSS on narrow screens (HydrateOnView `bare`, `displayed`; tests/e2e/docs.spec.ts, "hydrates only where it is displayed")',
  },
  {
    id: 'AnnouncementBar',
    site: 'src/theme/AnnouncementBar/index.tsx',
    kind: 'wrapped',
    upstream: [
      {package: '@docusaurus/theme-common', files: ['src/contexts/announcementBar.tsx']},
      {package: THEME_CLASSIC, files: ['src/inlineScripts.ts']},
    ],
    reliesOn:
      'the inline script hides a dismissed bar with data-announcement-bar-initially-dismissed on <html>, and the provider keeps the dismissal under the storage key docusaurus.announcement.dismiss and settles it in an effect (tests/e2e/fixtures/framework-storage.spec.ts, "storage")',
  },
  {
    id: 'SearchBar',
    site: 'src/plugins/search/theme/SearchBar/index.tsx',
    kind: 'wrapped',
    upstream: [{package: '@docusaurus/theme-search-algolia', files: ['src/theme/SearchBar/index.tsx']}],
    reliesOn:
      "the search plugin's own alias @search-hosted/SearchBar (src/plugins/search/themeAliases.ts: a plugin theme's @theme-original is itself and @theme-init is theme-classic's placeholder) reaches this file, and its SearchBar spreads its props over the theme config and onto DocSearchModal after its own transformSearchClient, so the wrapper's transformSearchClient (failure tracking) wins (tests/e2e/search-hosted.spec.ts)",
  },
  {
    id: 'SearchPage',
    site: 'src/plugins/search/theme/SearchPage/index.tsx',
    kind: 'wrapped',
    upstream: [{package: '@docusaurus/theme-search-algolia', files: ['src/theme/SearchPage/index.tsx']}],
    reliesOn:
      'the alias @search-hosted/SearchPage reaches this file and the page takes no props (hosted mode renders it as is; tests/e2e/search-hosted.spec.ts)',
  },
  {
    id: 'IdealImageLegacy/Media',
    site: 'src/framework-patches/ideal-image-noscript/MediaNoscript.jsx',
    kind: 'wrapped',
    upstream: [
      {package: '@docusaurus/plugin-ideal-image', files: ['src/theme/IdealImageLegacy/components/Media/index.js']},
    ],
    reliesOn:
      'MediaNoscript extends Media and edits the <img> that renderNoscript(props) returns inside <noscript> (src/framework-patches/ideal-image-noscript/mediaTarget.ts, tests/build/ideal-image-noscript.test.ts)',
  },
  {
    id: 'NotFound/Content',
    site: 'src/plugins/not-found/theme/NotFound/Content/index.tsx',
    kind: 'wrapped',
    upstream: [
      {package: THEME_CLASSIC, files: ['src/theme/NotFound/Content/index.tsx', 'src/theme/DocRoot/index.tsx']},
    ],
    reliesOn:
      'DocRoot renders NotFound/Content alone, without the NotFound page and its PageMetadata, for an address below a docs version that names no doc (tests/e2e/not-found.spec.ts, the title under /ja/docs/)',
  },
  {
    id: 'NavbarItem/DropdownNavbarItem/Desktop',
    site: 'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx']}],
    reliesOn:
      'the component renders one .dropdown element (with dropdown--show while open) whose first child is the .navbar__link button, and closes the menu on a focusin outside that element, listened for on document (tests/e2e/navbar.spec.ts, "Escape closes the menu")',
  },
];
