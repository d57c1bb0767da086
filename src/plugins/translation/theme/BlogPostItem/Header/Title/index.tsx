import type {ReactNode} from 'react';
import BlogPostItemHeaderTitle from '@theme-init/BlogPostItem/Header/Title';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useIsUntranslatedPage} from '../../../../useIsUntranslatedPage';

/** The English title of an untranslated post is marked `lang="en"` too. */
export default function BlogPostItemHeaderTitleWithTranslationStatus(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  const untranslated = useIsUntranslatedPage(metadata.source);
  if (!untranslated) {
    return <BlogPostItemHeaderTitle {...props} />;
  }
  return (
    <div lang="en">
      <BlogPostItemHeaderTitle {...props} />
    </div>
  );
}
