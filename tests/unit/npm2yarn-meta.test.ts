import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unmarkedNpmBlocks} from './lib/npm2yarnBlocks';
import {markdownFiles, SOURCE_DIRS, siteRoot} from './lib/siteSources';

// config/markdown.ts turns `npm2yarn` blocks into npm / Yarn / pnpm / Bun tabs.
// A block of npm commands without the meta would show npm alone. The fixtures
// (_dogfooding) are left as they are: each one tests exactly what it contains
// (e.g. a plain code block inside a list item).
const CONTENT_DIRS = SOURCE_DIRS.filter((dir) => dir !== '_dogfooding');

describe('npm commands are shown for every package manager', () => {
  it('every npm-only shell block of the content has the npm2yarn meta', () => {
    const files = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(siteRoot, dir)));
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.flatMap((file) =>
      unmarkedNpmBlocks(fs.readFileSync(file, 'utf8')).map(
        ({line, body}) => `${path.relative(siteRoot, file)}:${line}: ${body.join(' ; ')}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
