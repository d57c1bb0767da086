import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * Fixture: programmatic navigation with the router's history. Buttons push
 * and replace entries, go back and forward, and change the hash; the
 * Docusaurus runtime scrolls to the element a new hash names, scrolls to the
 * top when the hash goes away, and keeps the scroll position when only the
 * query string changes.
 */
export default function HistoryFixture(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  // history.push() does not add the base URL (e.g. the locale prefix) the way <Link> does.
  const otherPage = useBaseUrl('/tests/pages/linking');
  const withSearch = (search: string) => ({pathname: location.pathname, search, hash: ''});
  const withHash = (hash: string) => ({pathname: location.pathname, search: location.search, hash});
  // The server only knows the pathname: the full location is shown once hydrated, so a page loaded
  // with a query string or a hash hydrates without a mismatch.
  const isBrowser = useIsBrowser();
  const currentLocation = isBrowser ? location.pathname + location.search + location.hash : location.pathname;
  return (
    <Layout title="History fixture" description="Fixture page: push, replace, back, forward and hash navigation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">History fixture</Heading>
        <p>
          This page checks programmatic navigation with the router&apos;s history: pushing and replacing entries, going
          back and forward, and hash changes. A new hash scrolls the element it names into view, removing the hash
          scrolls back to the top, and a change of the query string alone keeps the scroll position.
        </p>
        <p>
          Current location: <output data-testid="history-location">{currentLocation}</output>
        </p>

        <Heading as="h2" id="controls">
          Controls
        </Heading>
        <div className="button-group button-group--block margin-bottom--md">
          <button
            type="button"
            className="button button--primary"
            onClick={() => history.push(withSearch('?step=pushed'))}>
            Push ?step=pushed
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => history.replace(withSearch('?step=replaced'))}>
            Replace with ?step=replaced
          </button>
          <button type="button" className="button button--secondary" onClick={() => history.goBack()}>
            Go back
          </button>
          <button type="button" className="button button--secondary" onClick={() => history.goForward()}>
            Go forward
          </button>
        </div>
        <div className="button-group button-group--block margin-bottom--md">
          <button
            type="button"
            className="button button--primary"
            onClick={() => history.push(withHash('#far-target'))}>
            Push #far-target
          </button>
          <button type="button" className="button button--secondary" onClick={() => history.push(withHash(''))}>
            Push without hash
          </button>
          <button type="button" className="button button--secondary" onClick={() => history.push(otherPage)}>
            Push another page
          </button>
        </div>
        <p>
          A plain hash link does the same without JavaScript: <Link to="#far-target">jump to the far target</Link>.
        </p>

        <div style={{height: '2500px'}} aria-hidden="true" />

        <Heading as="h2" id="far-target">
          Far target
        </Heading>
        <p>This heading is far below the controls: hash navigation must scroll it into view.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            history.push({pathname: location.pathname, search: '?step=from-far-below', hash: location.hash})
          }>
          Change only the query string
        </button>
        <p>The button above keeps the hash and changes the query string: the page must not scroll.</p>
        <div style={{height: '1500px'}} aria-hidden="true" />
      </main>
    </Layout>
  );
}
