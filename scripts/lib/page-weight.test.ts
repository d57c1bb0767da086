import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {gzipSize, overBudget, pageAssets, pageWeight} from './page-weight';

// The shape of a minified Docusaurus page: unquoted attributes, an inline script, external links.
const HTML =
  '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.abc.css>' +
  '<link rel="preload stylesheet" href="/katex/katex.min.css"><link rel=stylesheet href=https://cdn.example/x.css>' +
  '<script>window.x=1</script></head><body><div id=__docusaurus>hi</div>' +
  '<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer></script>' +
  '<script src=//cdn.example/a.js></script></body></html>';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('pageAssets', () => {
  it('lists the scripts and stylesheets served by the site itself', () => {
    expect(pageAssets(HTML)).toEqual({
      scripts: ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'],
      stylesheets: ['/assets/css/styles.abc.css', '/katex/katex.min.css'],
    });
  });
});

describe('pageWeight', () => {
  it('adds up the gzip sizes of the entry scripts and stylesheets', () => {
    const runtime = 'r'.repeat(300);
    const main = 'function main(){}'.repeat(50);
    const dir = site({
      'index.html': HTML,
      'assets/js/runtime~main.1.js': runtime,
      'assets/js/main.2.js': main,
      'assets/css/styles.abc.css': 'a{b:c}',
      'katex/katex.min.css': '.k{}',
    });
    const weight = pageWeight(dir, '/')!;
    expect(weight.entryJs).toBe(gzipSize(runtime) + gzipSize(main));
    expect(weight.css).toBe(gzipSize('a{b:c}') + gzipSize('.k{}'));
    expect(weight.html).toBe(gzipSize(HTML));
    expect(pageWeight(dir, '/nothing')).toBeUndefined();
  });
});

describe('overBudget', () => {
  it('names the page, the measure and the bytes of each excess', () => {
    const weight = {html: 50_000, css: 100, entryJs: 150_000, scripts: [], stylesheets: []};
    expect(overBudget('doc page (en)', weight, {entryJs: 140 * 1024, css: 25 * 1024, html: 40 * 1024})).toEqual([
      'doc page (en): entry scripts (runtime + main) 150000 B gzip (146.5 kB) > budget 143360 B (140.0 kB)',
      'doc page (en): HTML 50000 B gzip (48.8 kB) > budget 40960 B (40.0 kB)',
    ]);
    expect(overBudget('x', weight, {entryJs: 150_000, css: 100, html: 50_000})).toEqual([]);
  });
});
