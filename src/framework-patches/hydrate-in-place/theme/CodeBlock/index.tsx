/**
 * Ejected from @docusaurus/theme-classic 3.10.2.
 * One change: the content component is no longer keyed by `useIsBrowser()`.
 * That key made every code block of a page unmount and mount again right
 * after hydration, building its DOM and highlighting its code a second time,
 * in one task: on a docs page with 29 code blocks, the longest task after
 * hydration in a CPU profile. The key dates from when the colour mode was read
 * during hydration; `useColorMode()` now keeps the default mode until after
 * hydration (theme-common's colorMode.tsx, facebook/docusaurus#7986), so the
 * hydrating render matches the server's HTML, and switching to the dark Prism
 * theme is an ordinary update that React applies to the DOM
 * (tests/e2e/fixtures/pages-code-blocks.spec.ts checks both).
 * Remove when the theme drops the key (no upstream issue found).
 * `npm run check:swizzles` fails when the upstream file changes.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Makes the children one string where it can, so that the code can be
 * copied; children with React elements are returned as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
