import {type ReactNode, useState} from 'react';

/**
 * A stateful component for the MDX fixture: imported into a `.mdx` page, it
 * must render on the server and respond to clicks once hydrated.
 */
export default function FixtureCounter(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" className="button button--secondary button--sm" onClick={() => setCount((c) => c + 1)}>
        Increment the fixture counter
      </button>{' '}
      <output data-testid="fixture-counter">Fixture counter: {count}</output>
    </p>
  );
}
