import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const title = translate({
  id: 'examples.noIndex.title',
  message: 'No-index page example',
  description: 'No-index example page: title and heading',
});

/** The page's robots directive, in its head and quoted in the text. */
const ROBOTS = 'noindex, nofollow';

/** Code quoted in the text: the same in every language. */
const CODE = {
  tag: `<meta name="robots" content="${ROBOTS}">`,
  head: '<Head>',
  module: '@docusaurus/Head',
  option: 'noIndex: true',
};

/** A page that asks search engines not to index it, with a robots meta tag in its head. */
export default function NoIndexExample(): ReactNode {
  return (
    <Layout
      title={title}
      description={translate({
        id: 'examples.noIndex.description',
        message: 'A page that search engines are asked not to index.',
        description: 'No-index example page: meta description',
      })}>
      <Head>
        <meta name="robots" content={ROBOTS} />
      </Head>
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="examples.noIndex.what"
            description="No-index example page: first paragraph; {tag}, {head} and {module} are code"
            values={{
              tag: <code>{CODE.tag}</code>,
              head: <code>{CODE.head}</code>,
              module: <code>{CODE.module}</code>,
            }}>
            {
              'This page carries a {tag} tag, added with the {head} component from {module}. Search engines that honour it leave the page out of their results and do not follow its links.'
            }
          </Translate>
        </p>
        <p>
          <Translate
            id="examples.noIndex.when"
            description="No-index example page: second paragraph; {option} is code"
            values={{option: <code>{CODE.option}</code>}}>
            {
              'Use this for pages that must be reachable by URL but should not be found by searching, such as a thank-you page after a form, or a draft shared for review. To keep a whole site out of search engines, set {option} in the site configuration instead.'
            }
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
