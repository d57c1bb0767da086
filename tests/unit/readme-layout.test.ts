import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The README's layout table is what a newcomer reads first: it must name paths that exist, and name every feature.
const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const layout = readme.slice(readme.indexOf('## Layout'));
const rows = layout.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| feature | code'));

/**
 * The backticked paths of a cell, resolved: from the root, else (a bare file name such as `navbar.spec.ts`, or a
 * sub-folder such as `client/`) inside the folder of the last path resolved from the root.
 */
function cellPaths(cell: string): string[] {
  const paths: string[] = [];
  let anchor = '';
  for (const [, token = ''] of cell.matchAll(/`([^`]+)`/g)) {
    if (/^(npm|node|npx) |[<*]|^[@/]/.test(token)) continue;
    if (!token.includes('/') && !token.includes('.')) continue;
    if (fs.existsSync(path.join(root, token))) {
      paths.push(token);
      anchor = token.endsWith('/') ? token : path.posix.dirname(token);
    } else paths.push(anchor ? path.posix.join(anchor, token) : token);
  }
  return paths;
}

const mentioned = rows.flatMap((row) => row.split('|').flatMap(cellPaths));

describe("the README's layout table", () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(15);
  });

  it('names only paths that exist', () => {
    const missing = mentioned.filter((name) => !fs.existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });

  it('names every feature plugin, component, theme override and config file', () => {
    const listed = (folder: string, files = false): string[] =>
      fs
        .readdirSync(path.join(root, folder), {withFileTypes: true})
        .filter((entry) => (files ? entry.isFile() && !entry.name.includes('.test.') : entry.isDirectory()))
        .map((entry) => `${folder}/${entry.name}${files ? '' : '/'}`);
    const expected = [
      ...listed('src/plugins'),
      ...listed('src/components'),
      ...listed('src/theme'),
      ...listed('src/pages').filter((name) => !name.includes('/_')),
    ];
    const absent = expected.filter((name) => !mentioned.some((entry) => entry.startsWith(name)));
    expect(absent).toEqual([]);
    const configFiles = listed('config', true).map((name) => path.basename(name, '.ts'));
    const configCell = rows.find((row) => row.startsWith('| site config'));
    const unnamed = configFiles.filter((name) => {
      const words: Record<string, string> = {agentMarkdown: 'agentMarkdown', patches: 'patch ledger', env: 'env'};
      const word = words[name] ?? name;
      return !configCell?.toLowerCase().includes(word.toLowerCase()) && !mentioned.includes(`config/${name}.ts`);
    });
    expect(unnamed).toEqual([]);
  });
});
