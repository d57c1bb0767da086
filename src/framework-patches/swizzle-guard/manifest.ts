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
const LIVE_CODEBLOCK = '@docusaurus/theme-live-codeblock';

export const swizzles: readonly SwizzleRecord[] = [
  {
    id: 'CodeBlock',
    site: 'src/framework-patches/hydrate-in-place/theme/CodeBlock/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/CodeBlock/index.tsx']}],
  },
  {
    id: 'CodeBlock/Line',
    site: 'src/framework-patches/code-line-spans/theme/CodeBlock/Line/index.tsx',
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
    site: 'src/framework-patches/tab-panel-ids/theme/TabItem/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/TabItem/index.tsx', 'src/theme/TabItem/styles.module.css']}],
  },
  {
    id: 'BlogArchivePage',
    site: 'src/framework-patches/blog-archive-headings/theme/BlogArchivePage/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogArchivePage/index.tsx']}],
  },
  {
    id: 'BlogPostItem/Footer/ReadMoreLink',
    site: 'src/framework-patches/read-more-link-text/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    kind: 'ejected',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx']}],
  },
  {
    id: 'Playground/Buttons/ResetButton',
    site: 'src/framework-patches/reset-button-label/theme/Playground/Buttons/ResetButton/index.tsx',
    kind: 'ejected',
    upstream: [
      {
        package: LIVE_CODEBLOCK,
        files: [
          'src/theme/Playground/Buttons/ResetButton/index.tsx',
          'src/theme/Playground/Buttons/ResetButton/styles.module.css',
        ],
      },
    ],
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
  {
    id: 'LastUpdated',
    site: 'src/theme/LastUpdated/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/LastUpdated/index.tsx']}],
    reliesOn:
      'the line marks its date with itemprop="dateModified" and renders no item of its own, so the wrapper\'s schema.org WebPage item makes it valid HTML (npm run check:html on any doc page)',
  },
  {
    id: 'MDXComponents',
    site: 'src/theme/MDXComponents/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/MDXComponents/index.tsx']}],
    reliesOn:
      'the map is a plain object of element names to components, so spreading it and replacing `table` keeps the rest (tests/e2e/docs.spec.ts, scrollable tables)',
  },
  {
    id: 'NavbarItem/ComponentTypes',
    site: 'src/theme/NavbarItem/ComponentTypes.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/NavbarItem/ComponentTypes.tsx']}],
    reliesOn:
      "NavbarItem looks an item's type up in this map, and types starting with custom- pass the config validation (tests/unit/unknown-navbar-item.test.ts)",
  },
  {
    id: 'CodeBlock/Title',
    site: 'src/theme/CodeBlock/Title/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/CodeBlock/Title/index.tsx']}],
    reliesOn:
      'the title renders inline content, so a <span> with the stable class code-block-title around it changes no layout (tests/visual, src/plugins/agent-markdown/htmlToMarkdown.test.ts)',
  },
  {
    id: 'DocCategoryGeneratedIndexPage',
    site: 'src/plugins/agent-markdown/theme/DocCategoryGeneratedIndexPage/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/DocCategoryGeneratedIndexPage/index.tsx']}],
    reliesOn:
      'the page renders block content, so a plain <div> with the class generated-index-page around it changes no layout (src/plugins/agent-markdown/htmlToMarkdown.test.ts, tests/visual)',
  },
  {
    id: 'EditMetaRow',
    site: 'src/plugins/agent-markdown/theme/EditMetaRow/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/EditMetaRow/index.tsx']}],
    reliesOn:
      'docs pages and blog post pages render the edit row (edit link, last updated) at the end of their content, where the page actions follow it (tests/e2e/agent-markdown.spec.ts)',
  },
  {
    id: 'DocItem/Content',
    site: 'src/plugins/translation/theme/DocItem/Content/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/DocItem/Content/index.tsx']}],
    reliesOn:
      'the component renders the doc\'s whole Markdown content, so lang="en" around it marks all of an untranslated doc (tests/e2e/translation.spec.ts)',
  },
  {
    id: 'BlogPostItem/Content',
    site: 'src/plugins/translation/theme/BlogPostItem/Content/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogPostItem/Content/index.tsx']}],
    reliesOn:
      'the component renders the post\'s whole Markdown content, so lang="en" around it marks all of an untranslated post (tests/e2e/translation.spec.ts)',
  },
  {
    id: 'BlogPostItem/Header/Title',
    site: 'src/plugins/translation/theme/BlogPostItem/Header/Title/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogPostItem/Header/Title/index.tsx']}],
    reliesOn:
      'the title is one heading element, so lang="en" around it marks an untranslated post\'s title (tests/e2e/translation.spec.ts)',
  },
  {
    id: 'DocItem/Footer',
    site: 'src/plugins/page-feedback/theme/DocItem/Footer/index.tsx',
    kind: 'wrapped',
    upstream: [
      {package: THEME_CLASSIC, files: ['src/theme/DocItem/Footer/index.tsx', 'src/theme/DocItem/Layout/index.tsx']},
    ],
    reliesOn:
      "DocItem/Layout renders the footer right after the doc's content, inside the article, so the feedback follows the page (tests/e2e/page-feedback.spec.ts)",
  },
  {
    id: 'DocSidebar/Desktop/Content',
    site: 'src/plugins/sidebar-filter/theme/DocSidebar/Desktop/Content/index.tsx',
    kind: 'wrapped',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: ['src/theme/DocSidebar/Desktop/Content/index.tsx', 'src/theme/DocSidebar/Desktop/index.tsx'],
      },
    ],
    reliesOn:
      'the desktop sidebar is a flex column that renders this content with the sidebar items it gets as `sidebar`, and a category takes its expanded state from `collapsed` when it mounts (tests/e2e/sidebar-filter.spec.ts)',
  },
  {
    id: 'CodeBlock (live)',
    site: 'src/theme/CodeBlock/index.tsx',
    kind: 'wrapped',
    upstream: [
      {package: LIVE_CODEBLOCK, files: ['src/theme/CodeBlock/index.tsx', 'src/theme/LiveCodeBlock/index.tsx']},
    ],
    reliesOn:
      "the theme's CodeBlock sends a block to LiveCodeBlock exactly when `live` is set and its children are a string or absent, and LiveCodeBlock takes the CodeBlock's props (tests/e2e/code-blocks.spec.ts)",
  },
  {
    id: 'Playground/Editor',
    site: 'src/theme/Playground/Editor/index.tsx',
    kind: 'wrapped',
    upstream: [{package: LIVE_CODEBLOCK, files: ['src/theme/Playground/Editor/index.tsx']}],
    reliesOn:
      "the editor is react-live's LiveEditor, which inserts an indentation on Tab from a keydown listener on its own element, so a capture listener around it lets Tab move the focus (tests/e2e/code-blocks.spec.ts)",
  },
  {
    id: 'MDXComponents/Img',
    site: 'src/plugins/image-zoom/theme/MDXComponents/Img/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/MDXComponents/Img/index.tsx']}],
    reliesOn:
      'a Markdown image renders as one <img>, which the zoom finds inside its wrapper (tests/e2e/image-zoom.spec.ts)',
  },
  {
    id: 'Mermaid',
    site: 'src/theme/Mermaid/index.tsx',
    kind: 'wrapped',
    upstream: [{package: '@docusaurus/theme-mermaid', files: ['src/theme/Mermaid/index.tsx']}],
    reliesOn:
      'a diagram renders as one <svg> inside its container once mermaid has drawn it, which the zoom finds when it appears (tests/e2e/image-zoom.spec.ts)',
  },
  {
    id: 'DocItem/Metadata',
    site: 'src/plugins/social-cards/theme/DocItem/Metadata/index.tsx',
    kind: 'wrapped',
    upstream: [
      {
        package: THEME_CLASSIC,
        files: ['src/theme/DocItem/Metadata/index.tsx', 'src/theme/SiteMetadata/index.tsx'],
      },
    ],
    reliesOn:
      "the page's Open Graph and Twitter images are og:image and twitter:image <meta> tags written through <Head>, where the last one rendered wins (tests/e2e/social-cards.spec.ts)",
  },
  {
    id: 'BlogPostPage/Metadata',
    site: 'src/plugins/social-cards/theme/BlogPostPage/Metadata/index.tsx',
    kind: 'wrapped',
    upstream: [{package: THEME_CLASSIC, files: ['src/theme/BlogPostPage/Metadata/index.tsx']}],
    reliesOn:
      "the post's Open Graph and Twitter images are og:image and twitter:image <meta> tags written through <Head>, where the last one rendered wins (tests/e2e/social-cards.spec.ts)",
  },
];
