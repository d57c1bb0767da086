/**
 * The DocSearch button and modal, answered by the embedded (Pagefind) index.
 * It mirrors what the theme's Algolia SearchBar does (keyboard shortcuts,
 * contextual filters, "See all results" footer, navigation through the
 * router) but never talks to Algolia: no preconnect hint, no request.
 */
import {type ReactNode, useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {useHistory} from '@docusaurus/router';
import translations from '@theme/SearchTranslations';
import SearchButton from '../SearchButton';
import SearchErrorScreen from '../SearchErrorScreen';
import {useSectionLabelOf} from '../../client/useSearchConfig';
import NoResultsHelp from '../NoResultsHelp/Lazy';
import {matchedWords, withHighlight} from '../../highlight/terms';
import {Hit, importModal, LoadedDocSearchModal, modalRuntime, ResultsFooter} from './modalParts';
import './styles.css';

/** DocSearch keeps recent searches under this key followed by the index name. */
const INDEX_NAME = 'embedded';

type Props = {
  readonly indexUrl: string;
  /** Offered as queries on the no-results screen when the reader has no recent search (NoResultsHelp). */
  readonly suggestedQueries: readonly string[];
};

export default function EmbeddedSearchBar({indexUrl, suggestedQueries}: Props): ReactNode {
  const history = useHistory();
  const sectionOf = useSectionLabelOf();
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The same element as containerRef once the modal has opened: rendering reads state, not refs.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
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
    const element = containerRef.current;
    void importModal().then(() => {
      setContainer(element);
      setIsOpen(true);
    });
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
  const transformSearchClient = useCallback(() => {
    const {createEmbeddedSearchClient, trackSearchFailures} = modalRuntime();
    return trackSearchFailures(
      createEmbeddedSearchClient({indexUrl, origin: window.location.origin, sectionOf}),
      setFailedQuery,
    ) as never;
  }, [indexUrl, sectionOf]);
  // Hits carry absolute URLs (DocSearch parses them); links and history want paths, with the matched words to
  // highlight on the page (../../highlight).
  const transformItems = useCallback(
    (items: (Parameters<typeof matchedWords>[0] & {url: string})[]) =>
      items.map((item) => {
        const url = new URL(item.url);
        return {...item, url: withHighlight(`${url.pathname}${url.search}${url.hash}`, matchedWords(item))};
      }),
    [],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    ),
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
        container &&
        createPortal(
          <LoadedDocSearchModal
            appId={INDEX_NAME}
            apiKey={INDEX_NAME}
            indexName={INDEX_NAME}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            transformItems={transformItems as never}
            hitComponent={Hit as never}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as never}
            insights={false}
            isAskAiActive={false}
            onAskAiToggle={() => {}}
            translations={translations.modal}
            placeholder={translations.modal?.searchBox?.placeholderText}
          />,
          container,
        )}
      <SearchErrorScreen failedQuery={failedQuery} onClosed={forgetFailure} />
      {isOpen && (
        <NoResultsHelp popular={suggestedQueries} recentSearchesKey={`__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`} />
      )}
    </>
  );
}
