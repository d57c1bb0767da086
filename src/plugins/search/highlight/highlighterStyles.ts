// The highlight's and its control's styles, added by ./highlighter.ts when a page has terms to highlight.
export const HIGHLIGHTER_CSS = `
::highlight(search-term) {
  background-color: var(--ifm-color-warning-contrast-background, #fff8e6);
  color: var(--ifm-font-color-base);
  text-decoration: underline 2px var(--ifm-color-warning-dark, #e6a700);
  text-underline-offset: 2px;
}

@media (forced-colors: active) {
  ::highlight(search-term) {
    background-color: Mark;
    color: MarkText;
  }
}

/* Bottom left: the theme's "back to top" button is at the bottom right. */
#search-highlight-control {
  bottom: 1rem;
  left: 1rem;
  position: fixed;
  z-index: var(--ifm-z-index-fixed);
}
`;
