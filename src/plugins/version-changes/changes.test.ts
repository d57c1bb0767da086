import {describe, expect, it} from 'vitest';
import {pageChanges, readableLines} from './changes';

describe('readableLines', () => {
  it('drops front matter, imports, comments and repeated blank lines', () => {
    const source = [
      '---',
      'title: Install',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      '# Install',
      '<!-- a note for editors -->',
      '',
      '',
      'Run it.   ',
      '',
      '```js',
      "import x from 'y';",
      '```',
      '',
    ].join('\n');
    expect(readableLines(source)).toEqual(['# Install', '', 'Run it.', '', '```js', "import x from 'y';", '```']);
  });
});

describe('pageChanges', () => {
  it('counts nothing for pages that differ only in front matter and imports', () => {
    const changes = pageChanges('---\nid: a\n---\n\nText.\n', "---\nid: b\n---\nimport X from 'x';\n\nText.\n");
    expect(changes.changedLines).toBe(0);
    expect(changes.blocks.every((block) => block.kind === 'same')).toBe(true);
  });

  it('gives removed and added blocks with some context, and counts their lines', () => {
    const before = ['# T', '', 'one', 'two', 'three', 'four', 'five', 'six', 'old line', 'seven'].join('\n');
    const after = ['# T', '', 'one', 'two', 'three', 'four', 'five', 'six', 'new line', 'another', 'seven'].join('\n');
    const changes = pageChanges(before, after);
    expect(changes).toMatchObject({changedLines: 3, added: 2, removed: 1});
    expect(changes.blocks).toEqual([
      {kind: 'same', lines: [], skipped: 6},
      {kind: 'same', lines: ['five', 'six'], skipped: 0},
      {kind: 'removed', lines: ['old line']},
      {kind: 'added', lines: ['new line', 'another']},
      {kind: 'same', lines: ['seven'], skipped: 0},
    ]);
  });
});
