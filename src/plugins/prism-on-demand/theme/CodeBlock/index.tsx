/**
 * Wraps the theme's CodeBlock only to load the extra Prism languages with it
 * (see ../../index.ts): pages without code no longer download Prism. It wraps
 * `@theme-init/CodeBlock` (theme-classic's own component): from a plugin's
 * theme, `@theme-original/CodeBlock` would name this file. Components below
 * it, such as the site's ejected src/theme/CodeBlock/Line, still resolve
 * through `@theme/…` and apply.
 */
import type {ReactNode} from 'react';
import '../../registerLanguages';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlockWithLanguages(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
