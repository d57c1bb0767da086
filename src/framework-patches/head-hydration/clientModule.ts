import {HelmetProvider} from 'react-helmet-async';
import {helmetHoldsDomWrites} from './helmetContract';

// See ./index.ts. `HelmetProvider.canUseDOM` (typed as public, static) decides whether a <Head> change is written to
// the DOM; while it is false, Helmet only computes the server's state. Set before the first render, reset once the
// page has hydrated: the next change of any <Head> (core's data-has-hydrated attribute, right after) writes the
// whole state, as before. Client-rendered pages (development) never hold it.
const hydrating = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

if (hydrating) {
  if (!helmetHoldsDomWrites(HelmetProvider)) {
    throw new Error('[head-hydration] react-helmet-async no longer has a static HelmetProvider.canUseDOM flag.');
  }
  HelmetProvider.canUseDOM = false;
}

let hydrated = !hydrating;

/** The first route update runs in a layout effect of the hydrating commit: every <Head> has rendered by then. */
export function onRouteDidUpdate(): void {
  if (hydrated) return;
  hydrated = true;
  HelmetProvider.canUseDOM = true;
}
