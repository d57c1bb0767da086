import {startTransition, useEffect, useState} from 'react';

/**
 * False while the page hydrates and in the update right after it; true from a
 * transition started once the component has mounted. Components mounted later
 * (after a route change) get true one transition after they mount.
 */
export function useRenderedAfterHydration(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    startTransition(() => setRendered(true));
  }, []);
  return rendered;
}
