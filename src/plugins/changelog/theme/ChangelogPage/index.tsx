import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import TOC from '@theme/TOC';
import type {Props} from '@theme/BlogPostPage';
import ChangelogItem from '@theme/ChangelogItem';

function ChangelogPageContent({sidebar, children}: {sidebar: Props['sidebar']; children: ReactNode}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem} = metadata;
  return (
    <BlogLayout sidebar={sidebar} toc={toc.length > 0 ? <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} /> : undefined}>
      <ChangelogItem>{children}</ChangelogItem>
      {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
    </BlogLayout>
  );
}

/** The page of one version: its changes in full, with links to the versions before and after. */
export default function ChangelogPage(props: Props): ReactNode {
  const Content = props.content;
  return (
    <BlogPostProvider content={props.content} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <ChangelogPageContent sidebar={props.sidebar}>
          <Content />
        </ChangelogPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
