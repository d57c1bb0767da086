import {describe, expect, it} from 'vitest';
import {plugins} from '../../config/plugins';

/** Where the plugin at `path` (a local plugin's entry file or a package name) is in the list. */
const position = (path: string): number =>
  plugins.findIndex((entry) => (Array.isArray(entry) ? entry[0] : entry) === path);

describe('order of config/plugins.ts', () => {
  it('puts the live code block theme before the patch whose CodeBlock it must not wrap', () => {
    // A later theme's component wins: the hydrate-in-place CodeBlock must be the one the site's wrapper reaches,
    // so that the playground (react-live) is not imported by every code block (src/theme/CodeBlock).
    const live = position('@docusaurus/theme-live-codeblock');
    const hydrateInPlace = position('./src/framework-patches/hydrate-in-place/index.ts');
    expect(live).toBeGreaterThanOrEqual(0);
    expect(hydrateInPlace).toBeGreaterThan(live);
  });
});
