import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** A page that asks search engines not to index it, with a robots meta tag in its head. */
export default function NoIndexExample(): ReactNode {
  return (
    <Layout title="No-index page example" description="A page that search engines are asked not to index.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">No-index page example</Heading>
        <p>
          This page carries a <code>&lt;meta name=&quot;robots&quot; content=&quot;noindex, nofollow&quot;&gt;</code>{' '}
          tag, added with the <code>&lt;Head&gt;</code> component from <code>@docusaurus/Head</code>. Search engines
          that honour it leave the page out of their results and do not follow its links.
        </p>
        <p>
          Use this for pages that must be reachable by URL but should not be found by searching, such as a
          thank-you page after a form, or a draft shared for review. To keep a whole site out of search engines, set{' '}
          <code>noIndex: true</code> in the site configuration instead.
        </p>
      </main>
    </Layout>
  );
}
