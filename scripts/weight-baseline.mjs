// node scripts/weight-baseline.mjs [buildDir] — writes tests/build/weight-baseline.json: the gzip bytes of entry
// scripts, CSS and HTML of every page template of both locales in a build, the reference that
// tests/build/feature-weight.test.ts compares later builds with (a feature adds nothing to pages that do not use it).
// Record it from a build of the commit before a feature lands, and again when a page legitimately changes.
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {PAGE_TEMPLATES, jaPath} from './lib/page-templates.mjs';

const root = path.resolve(import.meta.dirname, '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {pageWeight} = jiti('./lib/page-weight.ts');

const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const routeOf = (name, route) => (name === 'not found' ? '/404' : route);
const weights = {};
for (const [name, route] of PAGE_TEMPLATES) {
  for (const [locale, url] of [
    ['en', routeOf(name, route)],
    ['ja', jaPath(routeOf(name, route))],
  ]) {
    const weight = pageWeight(buildDir, url);
    if (!weight) throw new Error(`${url} is not in ${buildDir}`);
    weights[`${name} (${locale})`] = {entryJs: weight.entryJs, css: weight.css, html: weight.html};
  }
}
const file = path.join(root, 'tests/build/weight-baseline.json');
fs.writeFileSync(file, `${JSON.stringify(weights, null, 2)}\n`);
console.log(
  `${path.relative(root, file)}: ${Object.keys(weights).length} pages from ${path.relative(root, buildDir) || '.'}`,
);
