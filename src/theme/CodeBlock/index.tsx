/**
 * Wraps the theme's CodeBlock only to load the extra Prism languages with it
 * (src/plugins/prism-on-demand): pages without code no longer download Prism.
 */
import type {ReactNode} from 'react';
import '@site/src/plugins/prism-on-demand/registerLanguages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
