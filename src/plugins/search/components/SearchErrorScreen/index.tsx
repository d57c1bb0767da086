/**
 * DocSearch's "Unable to fetch results" screen, shown by the site because the
 * modal itself never reaches it (see ../../client/failureTracking.ts). While the
 * modal's search box holds a query that could not be answered, this screen
 * replaces the modal's results area; typing anything else gives the area back.
 */
import {type ReactNode, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import translations from '@theme/SearchTranslations';
import styles from './styles.module.css';

/** Set on <html> while the screen is shown: hides DocSearch's own screen (see styles.module.css). */
const SHOWN_ATTRIBUTE = 'data-search-unreachable';

function currentQuery(): string | null {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  return input ? input.value.trim() : null;
}

/**
 * The modal's results area, while the modal is open and its query is
 * `failedQuery`. Calls `onClosed` once the modal is gone, so the caller can
 * forget the failure (and this stops watching the page).
 */
function useTarget(failedQuery: string | null, onClosed: () => void): Element | null {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    if (failedQuery === null) return undefined;
    const update = () => {
      const query = currentQuery();
      if (query === null) {
        onClosed();
        return;
      }
      const matches = query === failedQuery;
      setTarget(matches ? document.querySelector('.DocSearch-Modal .DocSearch-Dropdown') : null);
    };
    update();
    // The modal re-renders on each keystroke and closes without telling the search bar.
    const observer = new MutationObserver(update);
    observer.observe(document.body, {childList: true, subtree: true});
    document.addEventListener('input', update, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', update, true);
      // The target belonged to this failure: no screen until the next one finds its own.
      setTarget(null);
    };
  }, [failedQuery, onClosed]);

  useEffect(() => {
    if (!target) return undefined;
    document.documentElement.setAttribute(SHOWN_ATTRIBUTE, 'true');
    return () => document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  }, [target]);
  return target;
}

function OfflineIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      aria-hidden="true">
      <path d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0" />
      <circle cx="12" cy="19.5" r="1" fill="currentColor" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

type Props = {
  /** The query whose search failed because the index or the service was unreachable, or null. */
  failedQuery: string | null;
  /** Called when the modal has closed: the failure no longer needs a screen. */
  onClosed: () => void;
};

/** Renders nothing until a search for the query now in the modal failed because the index or the service was unreachable. */
export default function SearchErrorScreen({failedQuery, onClosed}: Props): ReactNode {
  const target = useTarget(failedQuery, onClosed);
  if (!target) return null;
  const texts = translations.modal?.errorScreen;
  return createPortal(
    <div className={styles.screen} role="alert">
      <div className={styles.icon}>
        <OfflineIcon />
      </div>
      <p className={styles.title}>{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className={styles.help}>{texts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    target,
  );
}
