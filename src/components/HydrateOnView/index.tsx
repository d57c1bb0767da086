import {useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type Ref} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {elementAt, positionOf, type ElementPosition} from './elementPosition';
import {FOCUSABLE, HYDRATING_SERVER_HTML, ROOT_MARGIN, waitsForView} from './deferredHydration';

type Props = {
  /** The element that holds the content (a list item in a list). */
  readonly as: 'li' | 'div' | 'span';
  readonly className?: string;
  readonly children: ReactNode;
  /**
   * The children render one `as` element themselves, with its own attributes:
   * it stands for them until they hydrate, and no element is added around
   * them (their parent's `> :last-child` rules and the like keep applying).
   */
  readonly bare?: boolean;
  /**
   * `near-viewport` (default): hydrated when the element comes near the
   * viewport. `displayed`: hydrated with the page unless the element is not
   * displayed (a part of the layout for another screen width, hidden by CSS),
   * in which case it waits until it comes into view, which may be never.
   */
  readonly until?: 'near-viewport' | 'displayed';
};

/**
 * Content rendered on the server as usual, but hydrated only when it comes
 * near the viewport, or (`displayed`) only where CSS displays it: on a phone,
 * a docs page hydrated the desktop sidebar and table of contents, which it
 * does not display and removes right after. (For the items of a long list,
 * ../HydrateListOnView costs less: one observer and no component per item.)
 *
 * While the page hydrates, the element is rendered with an empty
 * `dangerouslySetInnerHTML`, which React leaves as it is: the server's DOM
 * stays, readable, findable and with working plain links, but without React.
 * (React does not compare attributes when it hydrates, so in `bare` mode the
 * server's element keeps its own.) When the element nears the viewport it is
 * rendered anew (another `key`) with its children. Content mounted after
 * hydration is rendered at once.
 */
export default function HydrateOnView({
  as: Tag,
  className,
  children,
  bare = false,
  until = 'near-viewport',
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // False only for an element being hydrated: on the server the children are rendered below.
  const [live, setLive] = useState(!waitsForView(isBrowser, HYDRATING_SERVER_HTML));
  const ref = useRef<HTMLElement>(null);
  // Where the server's element was, to find its replacement in `bare` mode (no ref reaches it then).
  const position = useRef<ElementPosition | null>(null);
  // A control focused inside the server's DOM (a jump with find-in-page, say): the same one is focused once live.
  const focusedIndex = useRef(-1);

  const goLive = () => {
    if (ref.current) position.current = positionOf(ref.current);
    setLive(true);
  };

  useLayoutEffect(() => {
    if (live || until !== 'displayed' || !ref.current || ref.current.getClientRects().length === 0) return;
    // Displayed: hydrated in the same task as the page, before anything else can use it.
    goLive();
  }, [live, until]);

  useLayoutEffect(() => {
    if (!live || focusedIndex.current < 0) return;
    const element = bare ? position.current && elementAt(position.current) : ref.current;
    element?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex.current]?.focus();
    focusedIndex.current = -1;
  }, [live, bare]);

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) goLive();
      },
      {rootMargin: ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);

  if (live || !ExecutionEnvironment.canUseDOM) {
    if (bare) return children;
    return (
      <Tag key="live" ref={ref as Ref<HTMLLIElement & HTMLDivElement & HTMLSpanElement>} className={className}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      key="server"
      ref={ref as Ref<HTMLLIElement & HTMLDivElement & HTMLSpanElement>}
      className={bare ? undefined : className}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        focusedIndex.current = [...event.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(event.target);
        goLive();
      }}
      suppressHydrationWarning
      // Empty: React keeps the server's children untouched while hydrating.
      dangerouslySetInnerHTML={{__html: ''}}
    />
  );
}
