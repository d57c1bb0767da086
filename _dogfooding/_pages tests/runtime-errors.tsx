import {type ReactNode, useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useRouteContext from '@docusaurus/useRouteContext';
import {useAllPluginInstancesData, usePluginData} from '@docusaurus/useGlobalData';
// Internal to @docusaurus/core: the provider every plugin route renders. No public API creates a topmost context.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import {useColorMode} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ErrorCase, {CaughtError} from './_components/ErrorCase';
import DetachedRoot from './_components/DetachedRoot';
import ErrorReporter from './_components/ErrorReporter';

/** The pages plugin publishes no global data: a real plugin name for which there is none. */
const PLUGIN_WITHOUT_GLOBAL_DATA = 'docusaurus-plugin-content-pages';
const THIS_PAGES_INSTANCE = 'pages-tests';

function RouteContextReader(): ReactNode {
  return <p>Route context of plugin {useRouteContext().plugin.name}</p>;
}

function GlobalData({data}: {data: unknown}): ReactNode {
  return <output>Global data: {data === undefined ? 'undefined' : JSON.stringify(data)}</output>;
}

function OneInstanceDataReader({failfast}: {failfast: boolean}): ReactNode {
  return <GlobalData data={usePluginData(PLUGIN_WITHOUT_GLOBAL_DATA, THIS_PAGES_INSTANCE, {failfast})} />;
}

function AllInstancesDataReader({failfast}: {failfast: boolean}): ReactNode {
  return <GlobalData data={useAllPluginInstancesData(PLUGIN_WITHOUT_GLOBAL_DATA, {failfast})} />;
}

function ColorModeReader(): ReactNode {
  return <p>Colour mode {useColorMode().colorMode}</p>;
}

/**
 * Fixture: the messages Docusaurus gives for runtime mistakes of a site's own
 * code. Each case is mounted on demand inside an error boundary of its own.
 */
export default function RuntimeErrorsFixture(): ReactNode {
  const [outsideLayout, setOutsideLayout] = useState<'idle' | 'mounted' | Error>('idle');
  return (
    <>
      <Layout
        title="Runtime errors fixture"
        description="Fixture page: the messages of runtime mistakes in a site's code.">
        <main className="container margin-vert--lg">
          <Heading as="h1">Runtime errors fixture</Heading>
          <p>
            This page checks the messages Docusaurus shows for mistakes made in a site&apos;s own client code. Each
            button mounts one mistake inside an error boundary of its own, which shows the error message in place of the
            button; the rest of the page keeps working.
          </p>

          <Heading as="h2" id="route-context">
            Route context
          </Heading>
          <ErrorCase
            testId="route-context-outside"
            trigger="Read the route context outside a plugin route"
            render={() => (
              <DetachedRoot>
                <ErrorBoundary fallback={CaughtError}>
                  <RouteContextReader />
                </ErrorBoundary>
              </DetachedRoot>
            )}
          />
          <ErrorCase
            testId="route-context-no-plugin"
            trigger="Provide a topmost route context without a plugin"
            render={() => (
              <DetachedRoot>
                <ErrorBoundary fallback={CaughtError}>
                  <RouteContextProvider value={{data: {}}}>
                    <p>Topmost route context provided.</p>
                  </RouteContextProvider>
                </ErrorBoundary>
              </DetachedRoot>
            )}
          />

          <Heading as="h2" id="plugin-global-data">
            Plugin global data
          </Heading>
          <ErrorCase
            testId="global-data-failfast"
            trigger="Read all instances of a plugin without global data, failfast"
            render={() => <AllInstancesDataReader failfast />}
          />
          <ErrorCase
            testId="global-data-failfast-id"
            trigger="Read one instance of a plugin without global data, failfast"
            render={() => <OneInstanceDataReader failfast />}
          />
          <ErrorCase
            testId="global-data-lenient"
            trigger="Read one instance of a plugin without global data, no failfast"
            render={() => <OneInstanceDataReader failfast={false} />}
          />

          <Heading as="h2" id="theme-hook">
            Theme hook outside its provider
          </Heading>
          <p>
            The button mounts a component that reads the colour mode next to the layout instead of inside it, where the
            theme&apos;s providers are not.
          </p>
          <div data-testid="theme-hook-outside-provider" className="margin-bottom--md">
            <button
              type="button"
              className="button button--secondary"
              disabled={outsideLayout !== 'idle'}
              onClick={() => setOutsideLayout('mounted')}>
              Read the colour mode outside the layout
            </button>
            {outsideLayout instanceof Error && <CaughtError error={outsideLayout} />}
          </div>
        </main>
      </Layout>
      {outsideLayout === 'mounted' && (
        <ErrorReporter onError={setOutsideLayout}>
          <ColorModeReader />
        </ErrorReporter>
      )}
    </>
  );
}
