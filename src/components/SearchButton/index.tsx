/**
 * DocSearch's button with an accessible name that contains its visible text
 * (see src/search/buttonLabel.ts). Used by the embedded search bar, and in
 * place of `@docsearch/react/button` inside theme-search-algolia's SearchBar
 * (src/plugins/search-button-label), so both search modes get it.
 */
import {forwardRef, useEffect, useState, type ComponentProps} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {searchButtonName} from '@site/src/search/buttonLabel';

type Props = ComponentProps<typeof DocSearchButton>;

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  // DocSearch shows the shortcut keys only after mounting: so does the name.
  const [platform, setPlatform] = useState<string | null>(null);
  useEffect(() => setPlatform(navigator.platform), []);
  const name = searchButtonName(props.translations?.buttonText ?? 'Search', platform);
  return <DocSearchButton {...props} ref={ref} aria-label={name} />;
});

export default SearchButton;
export {SearchButton as DocSearchButton};
