/**
 * Wraps the theme's code block title to give it a stable class name,
 * `code-block-title`: the theme's only class on the title is a hashed CSS
 * module one. Tests and the Markdown twins (src/plugins/agent-markdown) find
 * the title by it.
 */
import type {ReactNode} from 'react';
import Title from '@theme-original/CodeBlock/Title';
import type {Props} from '@theme/CodeBlock/Title';

export default function CodeBlockTitleWithClass(props: Props): ReactNode {
  return (
    <span className="code-block-title">
      <Title {...props} />
    </span>
  );
}
