import {type ReactNode, useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * A button that makes its own component throw on the next render. The crash
 * state lives in the component that throws, so when an error boundary shows
 * its fallback this component is unmounted, and "Try again" mounts a fresh,
 * working one.
 */
function CrashButton({label, message}: {label: string; message: string}): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error(message);
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => setCrashed(true)}>
      {label}
    </button>
  );
}

/** The page, rendered inside an error boundary of its own that sits above the layout. */
function ErrorBoundaryFixtureContent(): ReactNode {
  const [crashAboveLayout, setCrashAboveLayout] = useState(false);
  if (crashAboveLayout) {
    // Thrown before <Layout> renders: only a boundary above the layout can catch it.
    throw new Error('Fixture error thrown above the layout.');
  }
  return (
    <Layout title="Error boundary fixture" description="Fixture page: errors caught by boundaries at three levels.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Error boundary fixture</Heading>
        <p>
          This page checks that a rendering error is caught by the nearest error boundary (
          <code>@docusaurus/ErrorBoundary</code>) and that its &quot;Try again&quot; button recovers: a crash inside a
          boundary of its own replaces only that widget, a crash in the page content is caught by the layout (the navbar
          and the footer stay), and a crash above the layout is caught by a boundary this page puts around its whole
          tree.
        </p>

        <Heading as="h2" id="local-boundary">
          Inside a local error boundary
        </Heading>
        <p>Only the widget below is replaced by the fallback; the rest of the page keeps working.</p>
        <div data-testid="local-boundary">
          <ErrorBoundary
            fallback={({error, tryAgain}) => (
              <div className="alert alert--danger" role="alert">
                <p>The widget crashed: {error.message}</p>
                <button type="button" className="button button--danger" onClick={tryAgain}>
                  Try again
                </button>
              </div>
            )}>
            <CrashButton label="Crash the widget" message="Fixture error thrown inside a local boundary." />
          </ErrorBoundary>
        </div>

        <Heading as="h2" id="inside-layout">
          Inside the layout
        </Heading>
        <p>
          No local boundary: the layout&apos;s boundary replaces the page content with the theme&apos;s crash screen.
        </p>
        <CrashButton label="Crash the page content" message="Fixture error thrown inside the layout." />

        <Heading as="h2" id="above-layout">
          Above the layout
        </Heading>
        <p>
          The page component itself throws before rendering the layout; the boundary around it shows the default
          fallback of <code>@docusaurus/ErrorBoundary</code>.
        </p>
        <button type="button" className="button button--secondary" onClick={() => setCrashAboveLayout(true)}>
          Crash above the layout
        </button>
      </main>
    </Layout>
  );
}

/**
 * Fixture: rendering errors at three depths, each caught by the nearest
 * error boundary and recovered by its "Try again" button.
 */
export default function ErrorBoundaryFixture(): ReactNode {
  return (
    <ErrorBoundary>
      <ErrorBoundaryFixtureContent />
    </ErrorBoundary>
  );
}
