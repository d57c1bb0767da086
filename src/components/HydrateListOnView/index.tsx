import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HYDRATING_SERVER_HTML, ROOT_MARGIN, waitsForView} from './deferredHydration';
import {controlAt, focusedControl, itemIndexOf, withKeys, type FocusedControl} from './listItems';

type Props<Item> = {
  readonly items: readonly Item[];
  /** A key unique in the list, stable across renders. */
  readonly itemKey: (item: Item) => string;
  /** One item: a single `li` element, with its own attributes. */
  readonly renderItem: (item: Item) => ReactNode;
  readonly className?: string;
};

/**
 * A `ul` whose items are rendered on the server as usual but hydrated one by
 * one as they come near the viewport. Unlike a wrapper per item, an
 * item not yet hydrated costs React one element and no component, hook,
 * effect or observer of its own: the list holds one observer for all. On the
 * showcase (289 cards), that was most of the hydration work left on a phone.
 *
 * A waiting item is an `li` with an empty `dangerouslySetInnerHTML`, which
 * React leaves as the server wrote it (attributes included): readable,
 * findable and with working plain links. When it comes near the viewport, or
 * a control in it takes the focus, it is rendered anew in place
 * (`renderItem`), and the focused control is focused again. A list mounted
 * after hydration (changed by a filter) renders every item at once.
 */
export default function HydrateListOnView<Item>({items, itemKey, renderItem, className}: Props<Item>): ReactNode {
  const isBrowser = useIsBrowser();
  // null: every item is live (on the server, after hydration, in development).
  const [live, setLive] = useState<ReadonlySet<string> | null>(() =>
    waitsForView(isBrowser, HYDRATING_SERVER_HTML) ? new Set() : null,
  );
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<FocusedControl | null>(null);
  // The waiting items' elements, made once each.
  const [waiting] = useState(() => new Map<string, ReactElement>());
  const hydrating = live !== null;

  useEffect(() => {
    const list = listRef.current;
    if (!hydrating || !list) return undefined;
    // The list's children are still the server's items, in the same order as `items`.
    const keys = new Map([...list.children].map((child, index) => [child, itemKey(items[index]!)]));
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        near.forEach((target) => observer.unobserve(target));
        const nearKeys = near.map((target) => keys.get(target)!);
        if (nearKeys.length > 0) setLive((current) => current && withKeys(current, nearKeys));
      },
      {rootMargin: ROOT_MARGIN},
    );
    keys.forEach((_key, child) => observer.observe(child));
    return () => observer.disconnect();
    // Once: items hydrated later are new elements, and the list of a hydrating page does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrating]);

  useLayoutEffect(() => {
    if (!refocus.current || !listRef.current) return;
    controlAt(listRef.current, refocus.current)?.focus();
    refocus.current = null;
  }, [live]);

  // Memoised: the update that follows hydration (`useIsBrowser()`) re-renders this component, not the list.
  return useMemo(() => {
    const onFocus = (event: FocusEvent<HTMLUListElement>) => {
      if (!live) return;
      const list = event.currentTarget;
      const index = itemIndexOf(list, event.target);
      if (index < 0 || live.has(itemKey(items[index]!))) return;
      // A jump from find-in-page or a screen reader's cursor into an item not hydrated yet.
      refocus.current = focusedControl(list, event.target);
      setLive((current) => current && withKeys(current, [itemKey(items[index]!)]));
    };
    return (
      <ul ref={listRef} className={className} onFocus={onFocus}>
        {items.map((item) => {
          const key = itemKey(item);
          if (!ExecutionEnvironment.canUseDOM || !live || live.has(key)) {
            // Another element type than a waiting `li`: React renders the item anew instead of patching that one.
            return <Fragment key={key}>{renderItem(item)}</Fragment>;
          }
          // The same element every time: React skips waiting items when the list renders again.
          return waitingItem(waiting, key);
        })}
      </ul>
    );
  }, [items, itemKey, renderItem, className, live, waiting]);
}

/** A waiting item: empty, so that React keeps the server's item untouched while hydrating. */
function waitingItem(cache: Map<string, ReactElement>, key: string): ReactElement {
  let element = cache.get(key);
  if (!element) {
    element = <li key={key} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
    cache.set(key, element);
  }
  return element;
}
