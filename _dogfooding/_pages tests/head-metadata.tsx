import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Structured data for the page, serialised into a JSON-LD script. */
const structuredData = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: 'Head metadata fixture',
  author: {'@type': 'Person', name: 'Fixture Author One'},
};

/**
 * Declared by a nested component, after the site-wide metadata: a tag with
 * the same name or property replaces the site's, it is not duplicated.
 */
function TwitterCardOverride(): ReactNode {
  return (
    <Head>
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}

/**
 * Fixture: page-level `<Head>` metadata. The page overrides the canonical URL
 * (pointing to the SEO fixture as the preferred page), asks robots not to
 * index it, sets Open Graph tags, attributes on <html> and <body>, JSON-LD
 * data, and replaces the site-wide `twitter:card` from a nested component.
 */
export default function HeadMetadataFixture(): ReactNode {
  const {
    siteConfig: {url: siteUrl},
  } = useDocusaurusContext();
  // The preferred URL of the current locale, without hard-coding the locale.
  const canonicalUrl = siteUrl + useBaseUrl('/tests/pages/seo');
  return (
    <Layout
      title="Head metadata fixture"
      description="Fixture page: metadata set in the HTML head with the Head component.">
      <Head>
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds an attribute to the page's <html>, whose lang the site sets per locale */}
        <html data-fixture="head-metadata" />
        <body className="fixture-head-metadata-body" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="keywords" content="docusaurus, fixture, head, metadata" />
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content="Docusaurus fixtures" />
        <link rel="canonical" href={canonicalUrl} />
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      </Head>
      <TwitterCardOverride />
      <main className="container margin-vert--lg">
        <Heading as="h1">Head metadata fixture</Heading>
        <p>
          This page checks metadata declared with <code>@docusaurus/Head</code>: it is in the pre-rendered HTML head
          and, where a tag with the same name exists, replaces the site default instead of adding a second one. The page
          sets its title and description through the layout, overrides its canonical URL to point to the{' '}
          <Link to="/tests/pages/seo">SEO fixture</Link>, asks robots not to index it (<code>noindex, nofollow</code>),
          adds Open Graph tags, keywords, JSON-LD structured data and attributes on the <code>&lt;html&gt;</code> and{' '}
          <code>&lt;body&gt;</code> elements, and a nested component replaces the site-wide <code>twitter:card</code>.
        </p>
      </main>
    </Layout>
  );
}
