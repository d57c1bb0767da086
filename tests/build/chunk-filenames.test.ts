// src/framework-patches/chunk-filenames names lazy chunks by the build's hash, so that the runtime in every page
// carries no map of every chunk's hash. Route prefetching (src/framework-patches/route-sections) can then no
// longer tell a chunk without a file from the runtime's answer: this checks that every chunk a route names has a
// file, but for the modules the entry holds and the debug plugin's stylesheet-only chunks.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, listBuilt, readBuilt} from './lib/builtFiles';
import {entryScripts} from './lib/builtPage';

const GENERATED_DIR = path.resolve(__dirname, '../../.docusaurus');
/** Modules the client entry imports itself: a route that lists one loads no chunk for it. */
const IN_ENTRY = new Set(['@generated/docusaurus.config']);
/** The debug plugin's pages (not readers'): their components' scripts are merged away, their stylesheets stay. */
const STYLESHEET_ONLY = /^@theme\/Debug/;

describe('lazy chunks named by the build', () => {
  for (const [locale, page] of [
    ['en', 'index.html'],
    ['ja', 'ja/index.html'],
  ] as const) {
    it(`the ${locale} runtime holds no hash per chunk`, () => {
      const runtime = entryScripts(readBuilt(page)).find((src) => src.includes('/runtime~main.'));
      expect(runtime).toBeDefined();
      const source = readBuilt(runtime!.replace(/^\//, ''));
      // 13.7 kB gzip with a hash per chunk (1,062 chunks), 2.3 kB without.
      expect(gzipSync(source, {level: 9}).length).toBeLessThan(4 * 1024);
    });
  }

  it('every chunk a route names has a file, or its module is in the entry', () => {
    const i18n = JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, 'i18n.json'), 'utf8')) as {
      currentLocale: string;
      defaultLocale: string;
    };
    const localeDir = i18n.currentLocale === i18n.defaultLocale ? '' : i18n.currentLocale;
    const files = new Set(
      listBuilt(path.join(localeDir, 'assets/js'), '.js').map((file) => path.basename(file).split('.')[0]),
    );
    const sectionsDir = path.join(GENERATED_DIR, 'route-sections');
    const sources = fs.readdirSync(sectionsDir).map((name) => fs.readFileSync(path.join(sectionsDir, name), 'utf8'));
    const entries = sources.flatMap((source) => [
      ...source.matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g),
    ]);
    expect(entries.length).toBeGreaterThan(100);
    const missing = entries
      .filter(([, name, module]) => !files.has(name!) && !IN_ENTRY.has(module!) && !STYLESHEET_ONLY.test(module!))
      .map(([, name, module]) => `${name} (${module})`);
    expect([...new Set(missing)], `chunks without a file in ${path.join(BUILD_DIR, localeDir)}`).toEqual([]);
  });
});
