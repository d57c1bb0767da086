// Prints the first-load weight of a few key pages, read from the built HTML:
// every script, preloaded script and stylesheet the page asks for before any
// interaction, gzip-compressed (level 9, as a static host would serve them).
// Budget we aim for: JS ≤ 120 kB and CSS ≤ 25 kB gzip per page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {BUILD_DIR, requireBuild} from './lib/build-files.mjs';
import {isBuilt} from './lib/existing-route.mjs';

const PAGES = [
  ['home', '/'],
  ['docs page', '/docs/installation'],
  ['blog post', '/blog/releases/3.9'],
  ['showcase', '/showcase'],
];
const BUDGET = {js: 120 * 1024, css: 25 * 1024};

function htmlFileOf(route) {
  const clean = route.replace(/\/$/, '');
  const candidates = [`${clean}.html`, `${clean}/index.html`].map((f) => path.join(BUILD_DIR, f));
  return candidates.find((f) => fs.existsSync(f));
}

/** @returns {{js: string[], css: string[]}} asset URLs the page loads up front. */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = tag.match(/\s(?:src|href)="([^"]+)"/)?.[1];
    if (!src || /^https?:/.test(src)) continue;
    if (tag.startsWith('<script') && /\ssrc=/.test(tag)) js.add(src);
    else if (/rel="(?:preload|modulepreload)"/.test(tag) && /as="script"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  return {js: [...js], css: [...css]};
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

requireBuild();
console.log('First-load weight (gzip), from the built HTML:');
console.log('page'.padEnd(12), 'JS'.padStart(10), 'CSS'.padStart(10), ' files');
for (const [name, route] of PAGES) {
  if (!isBuilt(route)) {
    console.log(name.padEnd(12), 'not built yet'.padStart(21), ` (${route})`);
    continue;
  }
  const html = fs.readFileSync(htmlFileOf(route), 'utf8');
  const assets = firstLoadAssets(html);
  const size = (urls) =>
    urls.reduce((sum, url) => sum + gzipSize(path.join(BUILD_DIR, decodeURIComponent(url.split(/[?#]/)[0]))), 0);
  const js = size(assets.js);
  const css = size(assets.css);
  const flag = (n, max) => (n > max ? ' (over budget)' : '');
  console.log(
    name.padEnd(12),
    kB(js).padStart(10),
    kB(css).padStart(10),
    ` ${assets.js.length} js, ${assets.css.length} css${flag(js, BUDGET.js)}${flag(css, BUDGET.css)}  ${route}`,
  );
}
console.log(`Budget: JS ≤ ${kB(BUDGET.js)}, CSS ≤ ${kB(BUDGET.css)} per page.`);
