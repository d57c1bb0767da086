import fs from 'node:fs';
import {createRequire} from 'node:module';
import {HelmetProvider} from 'react-helmet-async';
import {describe, expect, it} from 'vitest';
import {helmetHoldsDomWrites} from './helmetContract';

const require = createRequire(import.meta.url);

describe('what head-hydration relies on in react-helmet-async', () => {
  it('HelmetProvider has a static boolean canUseDOM', () => {
    expect(helmetHoldsDomWrites(HelmetProvider)).toBe(true);
    expect(helmetHoldsDomWrites(class {})).toBe(false);
    expect(helmetHoldsDomWrites({canUseDOM: true})).toBe(false);
  });

  it('the browser build reads the flag each time a <Head> changes, and writes the DOM only when it is true', () => {
    // The ES module build, the one the client bundle uses ("module" in its package.json).
    const pkg = require('react-helmet-async/package.json') as {module: string};
    const source = fs.readFileSync(require.resolve(`react-helmet-async/${pkg.module}`), 'utf8');
    // emitChange: `<HelmetProvider>.canUseDOM ? (write the DOM in an animation frame) : (compute the server state)`.
    expect(source).toMatch(/\b[\w$]+\.canUseDOM\?\([\w$]+=[\w$]+,[\w$]+&&cancelAnimationFrame/);
  });
});
