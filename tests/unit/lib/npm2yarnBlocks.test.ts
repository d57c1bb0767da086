import {describe, expect, it} from 'vitest';
import {fencedBlocks, unmarkedNpmBlocks} from './npm2yarnBlocks';

const fence = '```';

describe('fencedBlocks', () => {
  it('reads language, meta and body', () => {
    const [block] = fencedBlocks(`text\n${fence}bash npm2yarn\nnpm install\n${fence}\n`);
    expect(block).toEqual({line: 2, lang: 'bash', meta: 'npm2yarn', body: ['npm install'], previous: 'text'});
  });

  it('keeps a fence shown inside a longer fence as body', () => {
    const source = `\`\`\`\`md\n${fence}bash\nnpm run build\n${fence}\n\`\`\`\`\n`;
    const blocks = fencedBlocks(source);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.lang).toBe('md');
  });
});

describe('unmarkedNpmBlocks', () => {
  it('finds npm-only shell blocks without the meta', () => {
    const source = `${fence}bash\n# deps\nnpm install\nnpm run build -- --locale fr\n${fence}\n`;
    expect(unmarkedNpmBlocks(source).map((b) => b.line)).toEqual([1]);
  });

  it('flags a block whose meta has more than npm2yarn (the plugin compares the whole meta)', () => {
    expect(unmarkedNpmBlocks(`${fence}bash title="x" npm2yarn\nnpm i foo\n${fence}`)).toHaveLength(1);
  });

  it('accepts marked blocks and ignores mixed, unconvertible or non-shell blocks', () => {
    const source = [
      `${fence}bash npm2yarn\nnpm install foo\n${fence}`,
      `${fence}bash\ncd site\nnpm install\n${fence}`,
      `${fence}bash\nnpm ci\n${fence}`,
      `${fence}json\nnpm install\n${fence}`,
      `<Tabs>\n<TabItem value="npm" label="npm">\n\n${fence}bash\nnpm install left-pad\n${fence}\n\n</TabItem>`,
    ].join('\n');
    expect(unmarkedNpmBlocks(source)).toEqual([]);
  });
});
