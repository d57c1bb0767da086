// theme-search-algolia's own components, aliased by the search plugin (themeAliases.ts).
declare module '@search-hosted/SearchBar' {
  import type {ReactNode} from 'react';

  export default function SearchBar(props: Record<string, unknown>): ReactNode;
}

declare module '@search-hosted/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}
