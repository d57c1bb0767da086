import {escapeMalformed} from './escapeMalformed';

// See ./index.ts. Runs when the module is evaluated: client modules are imported by core's App, so before
// clientEntry preloads the pathname and creates the router.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const repairedPathname = escapeMalformed(pathname);
  const repairedHash = escapeMalformed(hash);
  if (repairedPathname !== pathname || repairedHash !== hash) {
    window.history.replaceState(window.history.state, '', `${repairedPathname}${search}${repairedHash}`);
  }
}

export {};
