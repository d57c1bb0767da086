/**
 * Ejected from @docusaurus/theme-classic 3.10.2.
 * One change: the year headings are <h2>, not <h3>: under the page's <h1> an
 * <h3> skips a level, which the HTML checker and screen-reader users notice,
 * and the heading element is inside the component. Two details differ from
 * the copy as well: within a year, posts keep the newest-first order the
 * archive receives them in (the original reverses them), and list keys are
 * permalinks (two posts can share a date).
 * Remove when the theme's year headings are <h2> (no upstream issue found).
 * `npm run check:swizzles` fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type YearProps = {readonly year: string; readonly posts: readonly ArchiveBlogPost[]};

function Year({year, posts}: YearProps): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Posts arrive newest first; each year keeps that order. */
function postsByYear(blogPosts: readonly ArchiveBlogPost[]): YearProps[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return Array.from(years, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((y) => (
                    <div key={y.year} className="col col--4 margin-vert--lg">
                      <Year {...y} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
