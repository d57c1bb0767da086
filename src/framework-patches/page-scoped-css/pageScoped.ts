/**
 * Stylesheets of framework components that only a few pages render, loaded after the page's first paint anyway:
 * they stay with the chunk that imports them instead of going into the one stylesheet every page loads. Each is
 * scoped by CSS-module class names, so the order in which chunk stylesheets arrive cannot change another rule
 * (the reason core keeps one stylesheet: facebook/docusaurus#2006).
 */
export const PAGE_SCOPED_STYLES: readonly RegExp[] = [
  // The debug plugin's JSON viewer: only /__docusaurus/debug/*, the framework's pages, not readers'.
  /[\\/]@docusaurus[\\/]plugin-debug[\\/]/,
  /[\\/]react-json-view-lite[\\/]/,
  // The live editor, loaded with the first live code block of the three pages that have one.
  /[\\/]@docusaurus[\\/]theme-live-codeblock[\\/]/,
  // The site's components that one page renders (or one page per docs version): the home page, the showcase, the
  // search page, the colour generator of Styling and layout, the team cards. The pages that render them link
  // their chunk's stylesheet from their HTML (./linkStylesheets.ts), so they are there at first paint.
  /[\\/]src[\\/]components[\\/]Home[\\/]/,
  /[\\/]src[\\/]pages[\\/]showcase[\\/]/,
  /[\\/]src[\\/]plugins[\\/]search[\\/]components[\\/]EmbeddedSearchPage[\\/]/,
  /[\\/]src[\\/]components[\\/]ColorGenerator[\\/]/,
  /[\\/]src[\\/]components[\\/]TeamProfileCards[\\/]/,
  // The file trees of about fifteen docs pages, imported by their MDX.
  /[\\/]src[\\/]components[\\/]FileTree[\\/]/,
];

/** Whether the stylesheet `file` stays with its chunk rather than going into every page's stylesheet. */
export function isPageScoped(file: string | undefined): boolean {
  return file !== undefined && PAGE_SCOPED_STYLES.some((pattern) => pattern.test(file));
}
