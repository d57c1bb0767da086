/**
 * Wraps the content of a docs category's generated index page in an element
 * with a stable class name, `generated-index-page`, which the Markdown
 * conversion (../../htmlToMarkdown.ts) reads the page from: the theme's only
 * class there is a hashed CSS module one. A plain block <div>: the layout is
 * unchanged.
 */
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';

export default function GeneratedIndexPageWithClass(props: Props): ReactNode {
  return (
    <div className="generated-index-page">
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
