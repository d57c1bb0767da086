/** Parts of the embedded search bar's DocSearch modal: its lazy import, hit links and footer. */
import type {ReactNode} from 'react';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';

let DocSearchModal: typeof DocSearchModalType | null = null;
let runtime: typeof import('./modalRuntime') | null = null;

/** The search client and failure tracking (./modalRuntime.ts), once `importModal` has loaded them. */
export function modalRuntime(): typeof import('./modalRuntime') {
  if (!runtime) throw new Error('The search modal runs before importModal() has loaded it.');
  return runtime;
}

/**
 * DocSearch's modal once `importModal` has loaded it; nothing before. The
 * contextual filters (docs version, language) are worked out here, when the
 * modal opens, not in the button: finding the active docs plugin sorts their
 * paths with localeCompare, and its first call (the collator's set-up) was
 * one of the longest tasks of a docs page's hydration on a slow phone.
 */
export function LoadedDocSearchModal(props: Omit<DocSearchModalProps, 'searchParameters'>): ReactNode {
  const facetFilters = useAlgoliaContextualFacetFilters();
  return DocSearchModal && <DocSearchModal {...props} searchParameters={{facetFilters}} />;
}

/** Loads the modal, its stylesheet and its search client (on the first hover, focus or touch of the button). */
export function importModal(): Promise<void> {
  if (DocSearchModal && runtime) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'), // @ts-expect-error: the stylesheet entry has no type declarations
    import('@docsearch/react/style'),
    import('./modalRuntime'),
  ]).then(([{DocSearchModal: Modal}, , loadedRuntime]) => {
    DocSearchModal = Modal;
    runtime = loadedRuntime;
  });
}

type HitProps = {hit: {url: string}; children: ReactNode};

/** Results link through the router, so a hit opens without a full page load. */
export function Hit({hit, children}: HitProps): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

/** "See all N results": the /search page for the query. */
export function ResultsFooter({
  state,
  onClose,
}: {
  state: {query: string; context: {nbHits?: number}};
  onClose: () => void;
}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits ?? 0}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}
