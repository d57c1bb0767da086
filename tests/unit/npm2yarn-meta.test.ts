import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unmarkedNpmBlocks} from '../../src/utils/npm2yarnBlocks';
import {siteMarkdownFiles, siteRoot} from './lib/siteSources';

// config/markdown.ts turns `npm2yarn` blocks into npm / Yarn / pnpm / Bun tabs.
// A block of npm commands without the meta would show npm alone.
describe('npm commands are shown for every package manager', () => {
  it('every npm-only shell block has the npm2yarn meta', () => {
    const offenders = siteMarkdownFiles().flatMap((file) =>
      unmarkedNpmBlocks(fs.readFileSync(file, 'utf8')).map(
        ({line, body}) => `${path.relative(siteRoot, file)}:${line}: ${body.join(' ; ')}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
