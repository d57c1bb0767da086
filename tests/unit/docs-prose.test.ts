import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {countProseWords, sidebarDocIds} from './lib/prose';

// Every page of the guides sidebar must be written for real: at least 250
// words of prose, not counting code, front matter or markup.
const MIN_WORDS = 250;
const docsDir = path.resolve(__dirname, '../../docs');

function docFile(id: string): string {
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(docsDir, `${id}${ext}`);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No file for doc id "${id}"`);
}

describe('guides have real prose', () => {
  const ids = sidebarDocIds(sidebars.docs as Parameters<typeof sidebarDocIds>[0]);

  it('the docs sidebar lists the guides', () => {
    expect(ids.length).toBeGreaterThan(40);
  });

  for (const id of ids) {
    it(`${id} has at least ${MIN_WORDS} words of prose`, () => {
      expect(countProseWords(fs.readFileSync(docFile(id), 'utf8'))).toBeGreaterThanOrEqual(MIN_WORDS);
    });
  }
});
