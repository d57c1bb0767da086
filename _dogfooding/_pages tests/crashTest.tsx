import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** The error thrown below, with a chain of causes the crash screen must list. */
function crashTestError(): Error {
  const rootCause = new Error('Root cause: the crash test fixture asked for this failure on purpose.');
  const cause = new Error('Intermediate cause: the fixture data could not be prepared.', {cause: rootCause});
  return new Error('Boom! The crash test component threw while rendering.', {cause});
}

/** Throws every time it renders: a component with a permanent rendering bug. */
function CrashingComponent(): ReactNode {
  throw crashTestError();
}

/**
 * Fixture: a component that throws while rendering. The server renders the
 * explanation below; once the page runs in a browser the component renders,
 * throws, and the layout's error boundary replaces the content with the
 * theme's crash screen: its title, a "Try again" button and the error message
 * followed by each of its causes.
 */
export default function CrashTest(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Layout title="Crash test fixture" description="Fixture page: a component crashes while rendering.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test fixture</Heading>
        <p>
          This page checks the crash screen of the theme: in the browser, a component on this page throws an error (with
          a chain of causes) while rendering. The error boundary of the layout catches it and shows the crash screen
          with the error message, its causes and a &quot;Try again&quot; button, while the navbar and the footer stay in
          place. The bug is permanent, so trying again crashes again.
        </p>
        <p>If you can read this text in a browser with JavaScript enabled, the crash did not happen.</p>
        {isBrowser && <CrashingComponent />}
      </main>
    </Layout>
  );
}
