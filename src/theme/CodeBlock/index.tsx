/**
 * Live code blocks (```` ```jsx live ````, @docusaurus/theme-live-codeblock) without their editor in every page's
 * bundle: the theme's own CodeBlock imports the playground, react-live with it, for every code block. Here a live
 * block loads it on demand (React.lazy: the server renders it whole, the browser keeps that HTML until the chunk
 * has come, on the pages that have one); every other block goes to the next CodeBlock down (`@theme-original`).
 * theme-live-codeblock is in the plugin list before the framework patches, so that CodeBlock is the patches' one.
 */
import {lazy, type ReactNode, Suspense} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

const isLive = (props: Props & {live?: boolean}): boolean =>
  !!props.live && (props.children === undefined || typeof props.children === 'string');

export default function CodeBlockWithLive(props: Props & {live?: boolean}): ReactNode {
  if (!isLive(props)) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} children={props.children as string | undefined} />
    </Suspense>
  );
}
