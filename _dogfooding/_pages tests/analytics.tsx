import {type ReactNode, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & {gtag?: Gtag; dataLayer?: ArrayLike<unknown>[]};

/** The calls queued for gtag.js so far, one line each (`dataLayer` holds `arguments` objects). */
function readDataLayer(): string[] {
  const {dataLayer} = window as AnalyticsWindow;
  return (dataLayer ?? []).map((entry) =>
    Array.from(entry)
      .map((arg) => (arg instanceof Date ? 'Date' : JSON.stringify(arg)))
      .join(', '),
  );
}

/**
 * Fixture: the gtag plugin reports page views. The initial HTML configures the
 * tracking id; every client-side navigation that changes the path, the query
 * string or the hash then queues `set page_path` and `event page_view`.
 */
export default function AnalyticsFixture(): ReactNode {
  const location = useLocation();
  // Shown once hydrated: the server does not know the query string or the hash.
  const isBrowser = useIsBrowser();
  const [calls, setCalls] = useState<string[] | null>(null);
  const configured = isBrowser && typeof (window as AnalyticsWindow).gtag === 'function';
  const sendEvent = () => {
    (window as AnalyticsWindow).gtag?.('event', 'fixture_button_click', {fixture: 'analytics'});
    setCalls(readDataLayer());
  };
  return (
    <Layout title="Analytics fixture" description="Fixture page: client-side navigations send gtag page views.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Analytics fixture</Heading>
        <p>
          This page checks the Google tag (gtag) plugin: the HTML of every page configures the site&apos;s tracking id,
          and each client-side navigation that changes the path, the query string or the hash sends a page view with the
          new path. The end-to-end test blocks the gtag.js script and reads the queued calls from{' '}
          <code>window.dataLayer</code>. The plugin is loaded only when the build sets <code>GTAG_TRACKING_ID</code>{' '}
          (the hosted test build does).
        </p>
        {isBrowser && (
          <p data-testid="analytics-status">
            {configured
              ? 'This build has a tracking id: the gtag plugin is loaded.'
              : 'This build has no tracking id (GTAG_TRACKING_ID was not set): the gtag plugin is not loaded.'}
          </p>
        )}
        <p>
          Current location:{' '}
          <code data-testid="analytics-location">
            {isBrowser ? location.pathname + location.search + location.hash : location.pathname}
          </code>
        </p>
        <Heading as="h2" id="navigations">
          Navigations that send a page view
        </Heading>
        <ul>
          <li>
            <Link to="/tests/pages/analytics?view=second">Same page with a query string</Link>
          </li>
          <li>
            <Link to="#navigations">Same page with a hash</Link> (a hash change is a location change too)
          </li>
          <li>
            <Link to="/tests/pages/linking">Another fixture page</Link>
          </li>
        </ul>
        <Heading as="h2" id="custom-event">
          A custom event
        </Heading>
        <p>
          The button calls <code>window.gtag(&apos;event&apos;, &apos;fixture_button_click&apos;, …)</code> and then
          lists the calls queued so far.
        </p>
        <button type="button" className="button button--primary" onClick={sendEvent}>
          Send a custom analytics event
        </button>
        {calls && (
          <ol data-testid="analytics-calls" className="margin-top--md">
            {calls.map((call, i) => (
              <li key={i}>
                <code>{call}</code>
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
