/**
 * The DocSearch button and modal, answered by the embedded (Pagefind) index.
 * It mirrors what the theme's Algolia SearchBar does (keyboard shortcuts,
 * contextual filters, "See all results" footer, navigation through the
 * router) but never talks to Algolia: no preconnect hint, no request.
 */
import {type ReactNode, useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import SearchButton from '@site/src/components/SearchButton';
import SearchErrorScreen from '@site/src/components/SearchErrorScreen';
import {trackSearchFailures} from '@site/src/search/failureTracking';
import {createEmbeddedSearchClient} from '@site/src/search/searchClient';
import {useSearchIndexBaseUrl} from '@site/src/search/useSearchIndexBaseUrl';
import './styles.css';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), // @ts-expect-error: the stylesheet entry has no type declarations
    import('@docsearch/react/style')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

type HitProps = {hit: {url: string}; children: ReactNode};

/** Results link through the router, so a hit opens without a full page load. */
function Hit({hit, children}: HitProps): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: number}}; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits ?? 0}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function EmbeddedSearchBar(): ReactNode {
  const history = useHistory();
  const baseUrl = useSearchIndexBaseUrl();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      containerRef.current.className = 'embedded-search';
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    void importModal().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const forgetFailure = useCallback(() => setFailedQuery(null), []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformSearchClient = useCallback(
    () => trackSearchFailures(createEmbeddedSearchClient({baseUrl, origin: window.location.origin}), setFailedQuery) as never,
    [baseUrl],
  );
  // Hits carry absolute URLs (DocSearch parses them); links and history want paths.
  const transformItems = useCallback(
    (items: {url: string}[]) =>
      items.map((item) => {
        const url = new URL(item.url);
        return {...item, url: `${url.pathname}${url.search}${url.hash}`};
      }),
    [],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  return (
    <>
      <SearchButton
        onTouchStart={importModal}
        onFocus={importModal}
        onMouseOver={importModal}
        onClick={openModal}
        ref={buttonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            appId="embedded"
            apiKey="embedded"
            indexName="embedded"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            transformItems={transformItems as never}
            hitComponent={Hit as never}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as never}
            searchParameters={{facetFilters}}
            insights={false}
            isAskAiActive={false}
            onAskAiToggle={() => {}}
            translations={translations.modal}
            placeholder={translations.modal?.searchBox?.placeholderText}
          />,
          containerRef.current,
        )}
      <SearchErrorScreen failedQuery={failedQuery} onClosed={forgetFailure} />
    </>
  );
}
