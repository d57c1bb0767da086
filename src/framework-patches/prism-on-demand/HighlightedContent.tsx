/**
 * theme-classic's code block content (the <pre> Prism highlights), after
 * registering the block's language if it is one of the site's extra Prism
 * languages (./registerLanguages.ts). The server renders it for every block;
 * in the browser it is its own chunk, loaded by ./ClientContent.tsx only when
 * a block has to be rendered anew.
 */
import type {ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {ensurePrismLanguage} from './registerLanguages';

export default function HighlightedContent(props: Props): ReactNode {
  ensurePrismLanguage(useCodeBlockContext().metadata.language);
  return <Content {...props} />;
}
