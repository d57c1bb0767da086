/**
 * The filter box's styles, injected with the docs' code (the box exists only in the browser): not in the one
 * stylesheet that every page loads. Its wrapper keeps the same height before and after (inline style), so the
 * sidebar does not move when the box appears.
 */
export const FILTER_STYLES = `
.sidebar-filter__input{background:var(--ifm-background-color);border:1px solid var(--ifm-color-emphasis-400);border-radius:var(--ifm-global-radius);color:var(--ifm-font-color-base);font-size:.875rem;height:2.25rem;padding:0 .75rem;width:100%}
.sidebar-filter__input:focus-visible{outline:2px solid var(--ifm-color-primary);outline-offset:1px}
.sidebar-filter__empty{font-size:.875rem;margin:.75rem 1rem}
`;
