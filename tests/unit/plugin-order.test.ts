import {describe, expect, it} from 'vitest';
import {plugins} from '../../config/plugins';

/** Where the plugin at `path` (a local plugin's entry file or a preset plugin's short name) is in the list. */
const position = (path: string): number =>
  plugins.findIndex((entry) => (Array.isArray(entry) ? entry[0] : entry) === path);

describe('order of config/plugins.ts', () => {
  it('frees the bundler memory before the postBuild steps that do heavy work start (they start in list order)', () => {
    const bundlerMemory = position('./src/framework-patches/bundler-memory/index.ts');
    expect(bundlerMemory).toBeGreaterThanOrEqual(0);
    for (const heavy of ['./src/plugins/search/index.ts', './src/plugins/agent-markdown/index.ts', 'pwa']) {
      expect(position(heavy), heavy).toBeGreaterThan(bundlerMemory);
    }
  });
});
