/**
 * The code block content in the browser. Highlighting needs Prism and its
 * grammars (prism-react-renderer: evaluating it was the longest task of a
 * docs page's load on a phone), and a hydrated page already has the server's
 * highlighted HTML. So while the page hydrates, each block keeps the server's
 * <pre> as it is (an empty `dangerouslySetInnerHTML`, which React leaves
 * alone), and Prism (./HighlightedContent.tsx, its own chunk) is
 * loaded only when a block must be rendered anew (not prefetched: a page
 * prefetches nothing on a slow connection or with saveData, and most readers
 * never need it):
 * - the Prism theme is no longer the one the server used (a reader in dark
 *   mode, or switching modes): the server's <pre> stays until Prism is there;
 * - a block mounted after hydration (a route change, a tab rendered lazily)
 *   or whose code changes (the colour generator's live CSS): its code is
 *   shown without highlighting until Prism is there.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// theme-classic's own classes for the <pre> and <code> it renders.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Highlighted = ComponentType<Props>;

let highlighted: Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;

function loadHighlighted(): Promise<Highlighted> {
  loading ??= import(/* webpackChunkName: "code-highlighting" */ './HighlightedContent').then(
    (module) => (highlighted = module.default),
    (error: unknown) => {
      // Offline without the chunk, say: the code stays readable; the next block to need it tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What the <pre> shows, as one comparable value: a change means the server's <pre> is out of date. */
function contentOf(metadata: CodeBlockMetadata): string {
  return JSON.stringify([metadata.code, metadata.language, metadata.lineNumbersStart, metadata.lineClassNames]);
}

export default function ClientContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // A ref object passed on as the `ref` prop (not read during render), as theme-classic's content does.
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  // Fixed at mount: whether the server's <pre> is there (false only while hydrating), and what it shows.
  const [server] = useState(() => ({pre: !isBrowser, theme: prismTheme, content: contentOf(metadata)}));
  const sameContent = contentOf(metadata) === server.content;
  const changed = !sameContent || prismTheme !== server.theme;
  // Once a block is rendered anew, it never goes back to the server's <pre> (switching back to its theme, say).
  const [rerender, setRerender] = useState(!server.pre);
  if (changed && !rerender) setRerender(true);
  // The server's <pre> stays until Prism is there, unless it no longer shows the block's code (a live preview).
  const [serverPre, setServerPre] = useState(server.pre);
  if (serverPre && !sameContent) setServerPre(false);
  const [Component, setComponent] = useState(() => highlighted);
  const mustRender = rerender || changed;

  useEffect(() => {
    if (mustRender && !Component)
      loadHighlighted().then(
        (loaded) => setComponent(() => loaded),
        () => undefined,
      );
  }, [mustRender, Component]);

  if (mustRender && Component) return <Component {...props} />;
  if (serverPre) {
    return <pre key="server" ref={codeBlockRef} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  return (
    <pre
      key="plain"
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, as the highlighted one
      tabIndex={0}
      className={clsx(
        props.className,
        'prism-code',
        `language-${metadata.language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}
