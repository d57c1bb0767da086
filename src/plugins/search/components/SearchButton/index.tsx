/**
 * DocSearch's button, named by its content. DocSearch 4 sets
 * `aria-label="Search (Meta+k)"` (or `Control+k`) while the button shows
 * "Search ⌘ K" or "Search Ctrl K": the name does not contain the visible text
 * (WCAG 2.5.3 Label in Name, axe `label-content-name-mismatch`). Without the
 * `aria-label`, the name is the visible text on every platform and in every
 * language; the shortcut stays announced through `aria-keyshortcuts`.
 * Used by the embedded search bar, and in place of `@docsearch/react/button`
 * inside theme-search-algolia's SearchBar (src/framework-patches/search-button-label).
 */
import {forwardRef, type ComponentProps} from 'react';
import {DocSearchButton} from '@docsearch/react/button';

type Props = ComponentProps<typeof DocSearchButton>;

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  // DocSearch spreads our props after its own: `undefined` removes its label.
  return <DocSearchButton {...props} ref={ref} aria-label={undefined} />;
});

export default SearchButton;
export {SearchButton as DocSearchButton};
