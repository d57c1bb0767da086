// Prints the first-load weight of a few key pages: every script and
// stylesheet the browser fetches from this site until the page is loaded and
// idle (the runtime, the main bundle and the route's chunks), measured as
// the gzip size (level 9, as a static host serves them) of the built files.
// The tags in the built HTML alone would miss the route chunks that the
// runtime loads before hydration, so a real browser is used.
// Budget we aim for: JS ≤ 120 kB and CSS ≤ 25 kB gzip per page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './lib/chromium.cjs';
import {BUILD_DIR, requireBuild} from './lib/build-files.mjs';
import {isBuilt} from './lib/existing-route.mjs';
import {serveBuild} from './lib/serve.mjs';

const PAGES = [
  ['home', '/'],
  ['docs page', '/docs/installation'],
  ['blog post', '/blog/releases/3.9'],
  ['showcase', '/showcase'],
];
const BUDGET = {js: 120 * 1024, css: 25 * 1024};
const PORT = Number(process.env.CHECK_PORT ?? 3104);

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

requireBuild();
const server = await serveBuild(PORT);
const browser = await chromium.launch(chromiumLaunchOptions());
console.log('First-load weight (gzip) of scripts and stylesheets fetched from this site:');
console.log('page'.padEnd(12), 'JS'.padStart(10), 'CSS'.padStart(10), ' files');
try {
  for (const [name, route] of PAGES) {
    if (!isBuilt(route)) {
      console.log(name.padEnd(12), 'not built yet'.padStart(21), ` (${route})`);
      continue;
    }
    const page = await browser.newPage();
    const files = {js: new Set(), css: new Set()};
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== server.url) return;
      const type = res.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
      if (kind) files[kind].add(path.join(BUILD_DIR, decodeURIComponent(url.pathname)));
    });
    await page.goto(`${server.url}${route}`, {waitUntil: 'networkidle'});
    await page.close();
    const js = [...files.js].reduce((sum, f) => sum + gzipSize(f), 0);
    const css = [...files.css].reduce((sum, f) => sum + gzipSize(f), 0);
    const over = [js > BUDGET.js && 'JS over budget', css > BUDGET.css && 'CSS over budget'].filter(Boolean);
    console.log(
      name.padEnd(12),
      kB(js).padStart(10),
      kB(css).padStart(10),
      ` ${files.js.size} js, ${files.css.size} css  ${route}${over.length ? `  (${over.join(', ')})` : ''}`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`Budget: JS ≤ ${kB(BUDGET.js)}, CSS ≤ ${kB(BUDGET.css)} per page.`);
