import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {helpersProvided, helpersUsed} from './helpersUsed';

describe('tslib helpers', () => {
  it('lists the helpers compiled CommonJS calls', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tslib-helpers-'));
    fs.writeFileSync(
      path.join(dir, 'a.js'),
      'const tslib_1 = require("tslib");\nexports.x = tslib_1.__importDefault(require("./b"));',
    );
    fs.writeFileSync(
      path.join(dir, 'b.js'),
      'const tslib_2 = require("tslib");\ntslib_2.__exportStar(require("./c"), exports);',
    );
    fs.writeFileSync(path.join(dir, 'b.d.ts'), 'tslib_1.__rest');
    expect(helpersUsed(dir)).toEqual(['__exportStar', '__importDefault']);
  });

  it('covers every helper the installed @docusaurus/utils-common calls', () => {
    const lib = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
    const provided = helpersProvided(fs.readFileSync(path.join(__dirname, 'tslibHelpers.js'), 'utf8'));
    expect(helpersUsed(lib).length).toBeGreaterThan(0);
    expect(helpersUsed(lib).filter((name) => !provided.includes(name))).toEqual([]);
  });

  it('behaves like tslib for ES and CommonJS modules', async () => {
    const {__importDefault} = await import('./tslibHelpers.js');
    const esm = {__esModule: true, default: 1};
    expect(__importDefault(esm)).toBe(esm);
    expect(__importDefault(5)).toEqual({default: 5});
  });
});
