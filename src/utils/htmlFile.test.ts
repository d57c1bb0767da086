import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileFor} from './htmlFile';

function site(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-file-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '');
  }
  return dir;
}

describe('htmlFileFor', () => {
  it('finds route.html, route/index.html and a locale root', () => {
    const dir = site(['docs/a.html', 'blog/index.html', 'ja/index.html', 'index.html']);
    expect(htmlFileFor(dir, '/docs/a')).toBe(path.join(dir, 'docs/a.html'));
    expect(htmlFileFor(dir, '/blog')).toBe(path.join(dir, 'blog/index.html'));
    expect(htmlFileFor(dir, '/ja/')).toBe(path.join(dir, 'ja/index.html'));
    expect(htmlFileFor(dir, '/')).toBe(path.join(dir, 'index.html'));
  });

  it('finds no file for a route that was not written, nor for a folder', () => {
    const dir = site(['docs/a.html', 'docs/b/index.html']);
    expect(htmlFileFor(dir, '/missing')).toBeUndefined();
    expect(htmlFileFor(dir, '/docs')).toBeUndefined();
  });
});
