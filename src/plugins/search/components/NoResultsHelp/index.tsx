/**
 * The search modal's no-results screen, in both modes: "Try searching for",
 * and "Believe this query should return results? Let us know.", where the link
 * opens a prefilled issue on the site's repository (../../client/missingResultsUrl.ts).
 * Loaded only once a modal has opened (./Lazy.tsx), so DocSearch's own
 * `getMissingResultsUrl` (a function it needs at once) is not used.
 *
 * "Try searching for":
 * DocSearch 4.7's own list never shows: it keeps the section names of earlier
 * results ("Docs", "API": poor queries anyway) in an object spread from an
 * array, then checks that object's `length`. Its list is hidden (styles.css),
 * and this one offers the titles of pages the reader opened from recent
 * searches, else the locale's popular pages (../../client/suggestedQueries.ts).
 */
import {type ReactNode, useCallback, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {githubRepoUrl} from '@site/src/data/site';
import {missingResultsIssueUrl} from '../../client/missingResultsUrl';
import {parseRecentSearches, suggestedQueries} from '../../client/suggestedQueries';
import './styles.css';

const HOST_CLASS = 'site-no-results-help';

/**
 * The element of the no-results screen inside `container` that holds the suggestions (added right after the screen's
 * title, where DocSearch puts its own list: reading and focus order match what is seen), and the query the screen is
 * about; null while no such screen is shown.
 */
function useNoResultsScreen(container: HTMLElement | null): {host: Element; query: string} | null {
  const [shown, setShown] = useState<{host: Element; query: string} | null>(null);
  useEffect(() => {
    if (!container) return undefined;
    const update = () => {
      const screen = container.querySelector('.DocSearch-NoResults');
      const title = screen?.querySelector(':scope > .DocSearch-Title');
      if (!screen || !title) {
        setShown(null);
        return;
      }
      let host = screen.querySelector(`:scope > .${HOST_CLASS}`);
      if (!host) {
        host = document.createElement('div');
        host.className = HOST_CLASS;
        title.after(host);
      }
      const query = title.querySelector('strong')?.textContent ?? '';
      setShown((old) => (old?.host === host && old.query === query ? old : {host, query}));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true, characterData: true});
    return () => observer.disconnect();
  }, [container]);
  return shown;
}

/** Types `query` into the modal's search box as the reader would, so DocSearch searches it. */
function searchFor(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The modal's `.DocSearch-Container` while it is open. Both modes render the modal in an element of their own in
 * <body> (theme-search-algolia's and the embedded search bar's), so the whole body is watched: mount this only once
 * the modal has been opened.
 */
function useModalContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const update = () => setContainer(document.querySelector<HTMLElement>('.DocSearch-Container'));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  return container;
}

type Props = {
  /** The locale's popular pages, suggested when the reader has no recent search of their own. */
  readonly popular: readonly string[];
  /** The key under which DocSearch keeps the recent searches of this modal. */
  readonly recentSearchesKey: string;
};

export default function NoResultsHelp({popular, recentSearchesKey}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const container = useModalContainer();
  const shown = useNoResultsScreen(container);
  const onClick = useCallback((query: string) => container && searchFor(container, query), [container]);
  if (!shown || !container) return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(recentSearchesKey);
  } catch {
    // Storage unavailable: only the popular pages.
  }
  const localeBaseUrl = i18n.localeConfigs[i18n.currentLocale]!.baseUrl;
  // Another locale's addresses lie below the default locale's (`/ja/` below `/`).
  const others = i18n.locales
    .map((locale) => i18n.localeConfigs[locale]!.baseUrl)
    .filter((baseUrl) => baseUrl !== localeBaseUrl && baseUrl.startsWith(localeBaseUrl));
  const suggestions = suggestedQueries({
    recent: parseRecentSearches(stored),
    localeBaseUrl,
    otherLocaleBaseUrls: others,
    popular,
    query: shown.query,
  });
  const texts = translations.modal?.noResultsScreen;
  const reportUrl = missingResultsIssueUrl({
    repoUrl: githubRepoUrl,
    query: shown.query,
    locale: i18n.currentLocale,
    pageUrl: window.location.href,
  });
  return createPortal(
    <>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{texts?.suggestedQueryText ?? 'Try searching for'}</p>
          <ul className="DocSearch-NoResults-Prefill-List-Items">
            {suggestions.map((query) => (
              <li key={query}>
                <button className="DocSearch-Prefill" type="button" onClick={() => onClick(query)}>
                  {query}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="DocSearch-Help">
        {texts?.reportMissingResultsText ?? 'Believe this query should return results?'}{' '}
        <a href={reportUrl} target="_blank" rel="noopener noreferrer">
          {texts?.reportMissingResultsLinkText ?? 'Let us know.'}
        </a>
      </p>
    </>,
    shown.host,
  );
}
