import {type ReactNode, useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

/** Fallback of every case: the caught error's own message, verbatim, for the spec to compare. */
export function CaughtError({error}: {error: Error}): ReactNode {
  return (
    <p role="alert" className="alert alert--danger">
      {error.message}
    </p>
  );
}

/**
 * One mistake of the runtime-errors fixture: a button that mounts `render()`
 * inside an error boundary of its own, so the mistake only shows on demand
 * (the page itself renders on the server) and replaces nothing but this case.
 */
export default function ErrorCase({
  testId,
  trigger,
  render,
}: {
  testId: string;
  trigger: string;
  render: () => ReactNode;
}): ReactNode {
  const [active, setActive] = useState(false);
  return (
    <div data-testid={testId} className="margin-bottom--md">
      <button type="button" className="button button--secondary" disabled={active} onClick={() => setActive(true)}>
        {trigger}
      </button>
      {active && <ErrorBoundary fallback={CaughtError}>{render()}</ErrorBoundary>}
    </div>
  );
}
