import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * Fixture: the kinds of links `@docusaurus/Link` handles differently.
 * Internal links navigate without reloading the page (also with a query
 * string or a hash for another page), same-page hash links are plain
 * anchors, external links open in a new tab with `rel="noopener noreferrer"`,
 * and `pathname://` links are left to the browser and to no broken-link check.
 */
export default function LinkFixture(): ReactNode {
  return (
    <Layout
      title="Link fixture"
      description="Fixture page: internal, external, hash, query string and pathname:// links.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Link fixture</Heading>
        <p>
          This page checks how <code>@docusaurus/Link</code> treats each kind of link: internal links navigate in the
          browser without a page reload (also with a query string, or with a hash that scrolls to a heading of the
          target page), same-page hash links scroll to their heading, external links open in a new tab with{' '}
          <code>rel=&quot;noopener noreferrer&quot;</code> and an icon announced as &quot;(opens in new tab)&quot;, and{' '}
          <code>pathname://</code> links make the browser load the URL itself.
        </p>

        <Heading as="h2" id="internal-links">
          Internal links
        </Heading>
        <ul>
          <li>
            <Link to="/tests/pages/linking">Internal link to the linking fixture</Link>
          </li>
          <li>
            <Link to="/tests/pages/tabs-tests?fixture-pm=pnpm">
              Internal link with a query string that selects a tab
            </Link>
          </li>
          <li>
            <Link to="/tests/pages/page-toc-tests#deep-section">Internal link to a heading of another page</Link>
          </li>
          <li>
            <Link to="#link-targets">Hash link to a heading of this page</Link>
          </li>
        </ul>

        <Heading as="h2" id="external-links">
          External links
        </Heading>
        <ul>
          <li>
            <Link to="https://github.com/facebook/docusaurus">
              External link to the Docusaurus repository
              <IconExternalLink />
            </Link>
          </li>
        </ul>

        <Heading as="h2" id="pathname-links">
          <code>pathname://</code> links
        </Heading>
        <p>
          The <code>pathname://</code> prefix marks a link the router must not handle, such as a static file; like an
          external link it opens in a new tab unless a target is given. With <code>target=&quot;_self&quot;</code>, a
          page of the site is loaded from the server instead of being rendered by the router.
        </p>
        <ul>
          <li>
            <Link to="pathname:///katex/katex.min.css">Static file through pathname://</Link>
          </li>
          <li>
            <Link to="pathname:///tests/pages/linking" target="_self">
              Full page load of the linking fixture through pathname://
            </Link>
          </li>
        </ul>

        <div style={{height: '2000px'}} aria-hidden="true" />

        <Heading as="h2" id="link-targets">
          Link targets
        </Heading>
        <p>The same-page hash link above scrolls to this heading.</p>
      </main>
    </Layout>
  );
}
