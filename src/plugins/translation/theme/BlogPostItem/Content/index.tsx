import type {ReactNode} from 'react';
import BlogPostItemContent from '@theme-init/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UntranslatedNotice from '@theme/UntranslatedNotice';
import {useIsUntranslatedPage} from '../../../useIsUntranslatedPage';

/**
 * A post shown in its English original in another locale: `lang="en"` on its
 * text, and the notice on the post's own page (not on every item of a list).
 */
export default function BlogPostItemContentWithTranslationStatus(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const untranslated = useIsUntranslatedPage(metadata.source);
  if (!untranslated) {
    return <BlogPostItemContent {...props} />;
  }
  return (
    <>
      {isBlogPostPage && <UntranslatedNotice />}
      <div lang="en">
        <BlogPostItemContent {...props} />
      </div>
    </>
  );
}
