// src/framework-patches/page-scoped-css keeps the stylesheets of components few pages render out of the shared
// stylesheet; core links no chunk stylesheet from the HTML, so the patch adds the links after the build. This
// checks every page of both locales: each class its HTML uses that a chunk stylesheet defines is defined by a
// stylesheet the page links (the page is styled at first paint, before any script runs).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, listBuilt, readBuilt} from './lib/builtFiles';
import {attributeOf} from './lib/builtPage';
import {classesDefinedIn} from '../../src/framework-patches/page-scoped-css/linkStylesheets';

function classesOfHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const tag of html.match(/<[a-z][^>]*\sclass=[^>]*>/gi) ?? [])
    for (const name of (attributeOf(tag, 'class') ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

describe('pages link the chunk stylesheets of what they render', () => {
  for (const locale of ['en', 'ja']) {
    const localeDir = locale === 'en' ? '' : locale;
    it(`every class of a ${locale} page that a chunk stylesheet defines is in a stylesheet it links`, () => {
      const cssDir = path.join(localeDir, 'assets/css');
      const sheets = new Map(
        fs.readdirSync(path.join(BUILD_DIR, cssDir)).map((name) => [
          `/${path.join(cssDir, name)}`,
          classesDefinedIn(readBuilt(path.join(cssDir, name))),
        ]),
      );
      const shared = [...sheets].filter(([href]) => /\/styles\.\w+\.css$/.test(href));
      expect(shared).toHaveLength(1);
      const chunkOnly = new Set(
        [...sheets]
          .filter(([href]) => href !== shared[0]![0])
          .flatMap(([, classes]) => [...classes].filter((name) => !shared[0]![1].has(name))),
      );
      expect(chunkOnly.size, 'chunk stylesheets define classes of their own').toBeGreaterThan(100);

      const pages = listBuilt(localeDir, '.html').filter(
        (file) => (locale === 'ja' || !file.startsWith('ja/')) && !file.endsWith('.html.html'),
      );
      const unstyled: string[] = [];
      let linking = 0;
      for (const page of pages) {
        const html = readBuilt(page);
        const head = html.slice(0, html.indexOf('</head>'));
        const linked = (head.match(/<link\b[^>]*>/gi) ?? [])
          .filter((tag) => attributeOf(tag, 'rel') === 'stylesheet')
          .map((tag) => sheets.get(attributeOf(tag, 'href') ?? ''));
        if (linked.length > 1) linking += 1;
        const missing = [...classesOfHtml(html)].filter(
          (name) => chunkOnly.has(name) && !linked.some((classes) => classes?.has(name)),
        );
        if (missing.length > 0) unstyled.push(`${page}: ${missing.slice(0, 5).join(' ')}`);
      }
      // The home page, the showcase, the search page, the team page, file trees, live code, debug views…
      expect(linking).toBeGreaterThan(20);
      expect(unstyled).toEqual([]);
    });
  }
});
