import {useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type Ref} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = {
  /** The element that holds the content (a list item in a list). */
  readonly as: 'li' | 'div';
  readonly className?: string;
  readonly children: ReactNode;
};

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** How far ahead of the viewport the content comes to life: a screen or so, so scrolling never meets a dead one. */
const ROOT_MARGIN = '800px 0px';

/**
 * Content rendered on the server as usual, but hydrated only when it comes
 * near the viewport: on a page of hundreds of such items (the showcase's
 * cards), hydrating them all was seconds of main-thread work on a phone.
 *
 * While the page hydrates, the element is rendered with an empty
 * `dangerouslySetInnerHTML`, which React leaves as it is: the server's DOM
 * stays, readable, findable and with working plain links, but without React.
 * When the element nears the viewport it is rendered anew (another `key`) with
 * its children. Content mounted after hydration (a list changed by a filter) is
 * rendered at once.
 */
export default function HydrateOnView({as: Tag, className, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // False only for an element being hydrated: on the server the children are rendered below.
  const [live, setLive] = useState(isBrowser);
  const ref = useRef<HTMLElement>(null);
  // A control focused inside the server's DOM (a jump with find-in-page, say): the same one is focused once live.
  const focusedIndex = useRef(-1);

  useLayoutEffect(() => {
    if (!live || focusedIndex.current < 0) return;
    ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex.current]?.focus();
    focusedIndex.current = -1;
  }, [live]);

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLive(true);
      },
      {rootMargin: ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);

  if (live || !ExecutionEnvironment.canUseDOM) {
    return (
      <Tag key="live" ref={ref as Ref<HTMLLIElement & HTMLDivElement>} className={className}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      key="server"
      ref={ref as Ref<HTMLLIElement & HTMLDivElement>}
      className={className}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        focusedIndex.current = [...event.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(event.target);
        setLive(true);
      }}
      suppressHydrationWarning
      // Empty: React keeps the server's children untouched while hydrating.
      dangerouslySetInnerHTML={{__html: ''}}
    />
  );
}
