import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import ChangelogItem from '@theme/ChangelogItem';
import {githubRepoUrl} from '@site/src/data/site';

/** A page of the changelog: 20 versions, newest first, each collapsed. */
export default function ChangelogList({metadata, items, sidebar}: Props): ReactNode {
  const {blogTitle, blogDescription, page} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={page > 1 ? `${blogTitle} (${page})` : blogTitle} description={blogDescription} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{blogTitle}</Heading>
          <p>
            <Translate
              id="changelog.intro"
              values={{
                releases: (
                  <Link href={`${githubRepoUrl}/releases`}>
                    <Translate id="changelog.intro.releasesLink">GitHub releases</Translate>
                  </Link>
                ),
                blog: (
                  <Link to="/blog/tags/release">
                    <Translate id="changelog.intro.postsLink">release posts</Translate>
                  </Link>
                ),
              }}>
              {'Every published version of Docusaurus 2 and 3, with the pull requests it contains. See also the {releases} and the {blog}.'}
            </Translate>
          </p>
        </header>
        <BlogPostItems items={items} component={ChangelogItem} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
