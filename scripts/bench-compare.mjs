// npm run bench:compare — this site's last build beside a stock Docusaurus
// site (create-docusaurus classic --typescript, future.faster, same
// Docusaurus version), created once in ~/.cache and built in this run.
// Prints the weight of each page (entry scripts, CSS, HTML; gzip level 9)
// and Lighthouse mobile performance and total blocking time (median of
// BENCH_RUNS runs, default 3, stock and this site interleaved), both builds
// served gzip-compressed. Prints figures; never fails on them.
//
// Ports: BENCH_PORT (default 3710) for this site, BENCH_PORT + 1 for the stock site.
// BENCH_SKIP_LIGHTHOUSE=1 prints the weights only; BENCH_SKIP_STOCK_BUILD=1 reuses the stock build.
import path from 'node:path';
import createJiti from 'jiti';
import {BUILD_DIR, requireBuild} from './lib/build-files.mjs';
import {buildStockSite, docusaurusVersion, ensureStockSite} from './lib/stock-site.mjs';
import {serveStatic} from './lib/static-server.mjs';
import {lighthousePerformance, median} from './lib/lighthouse-run.mjs';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {pageWeight, kB} = jiti('./lib/page-weight.ts');

const PORT = Number(process.env.BENCH_PORT ?? 3710);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Pages compared: [label, this site's route, stock site's route or undefined]. */
const PAGES = [
  ['home', '/', '/'],
  ['docs page', '/docs/installation', '/docs/intro'],
  ['blog', '/blog', '/blog'],
  ['docs category', '/docs/category/getting-started', undefined],
  ['blog post', '/blog/releases/3.9', undefined],
  ['blog tag', '/blog/tags/release', undefined],
  ['showcase', '/showcase', undefined],
  ['home (ja)', '/ja/', undefined],
];

requireBuild();
const version = docusaurusVersion(path.resolve('.'));
const stockDir = ensureStockSite(version);
if (!process.env.BENCH_SKIP_STOCK_BUILD) buildStockSite(stockDir);
const stockBuild = path.join(stockDir, 'build');

const cell = (value, width = 9) => String(value).padStart(width);

console.log(`\nThe stock site is built by Node ${process.version}, the Node of this site's npm scripts.`);
console.log(`\nWeight, gzip level 9 (stock: create-docusaurus@${version} classic --typescript, future.faster)`);
console.log(
  [
    'page'.padEnd(16),
    'site ',
    cell('entry JS'),
    cell('runtime'),
    cell('main'),
    cell('CSS'),
    cell('HTML'),
    '  route',
  ].join(' '),
);
for (const [label, ours, stock] of PAGES) {
  for (const [site, dir, route] of [
    ['stock', stockBuild, stock],
    ['ours ', BUILD_DIR, ours],
  ]) {
    if (!route) continue;
    const weight = pageWeight(dir, route);
    if (!weight) {
      console.log([label.padEnd(16), site, 'not built', route].join(' '));
      continue;
    }
    const script = (name) => weight.scripts.find((s) => path.basename(s.url).startsWith(`${name}.`))?.gzip ?? 0;
    console.log(
      [
        label.padEnd(16),
        site,
        cell(kB(weight.entryJs)),
        cell(kB(script('runtime~main'))),
        cell(kB(script('main'))),
        cell(kB(weight.css)),
        cell(kB(weight.html)),
        ` ${route}`,
      ].join(' '),
    );
  }
}

if (process.env.BENCH_SKIP_LIGHTHOUSE) process.exit(0);

const ours = await serveStatic(BUILD_DIR, PORT);
const stock = await serveStatic(stockBuild, PORT + 1);
try {
  // Interleaved: each round runs every page once, the stock page right before ours.
  const jobs = PAGES.flatMap(([label, route, stockRoute]) => [
    ...(stockRoute ? [{key: `${label}|stock`, url: stock.url + stockRoute}] : []),
    {key: `${label}|ours`, url: ours.url + route},
  ]);
  const results = new Map(jobs.map((job) => [job.key, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const job of jobs) {
      try {
        const result = await lighthousePerformance(job.url);
        results.get(job.key).push(result);
        console.log(
          `run ${round}/${RUNS} ${job.key.padEnd(22)} performance ${result.score}  TBT ${Math.round(result.tbt)} ms  LCP ${Math.round(result.lcp)} ms`,
        );
      } catch (error) {
        console.log(`run ${round}/${RUNS} ${job.key.padEnd(22)} failed: ${error.message}`);
      }
    }
  }
  const stat = (key, field) => median((results.get(key) ?? []).map((r) => r[field]));
  const show = (value, unit = '') => (Number.isFinite(value) ? `${Math.round(value)}${unit}` : '—');
  console.log(`\nLighthouse mobile performance, median of ${RUNS} (served with gzip)`);
  console.log(
    [
      'page'.padEnd(16),
      cell('stock'),
      cell('ours'),
      cell('TBT stock', 11),
      cell('TBT ours', 11),
      cell('LCP stock', 11),
      cell('LCP ours', 11),
    ].join(' '),
  );
  for (const [label, , stockRoute] of PAGES) {
    const s = (field) => (stockRoute ? stat(`${label}|stock`, field) : Number.NaN);
    const o = (field) => stat(`${label}|ours`, field);
    console.log(
      [
        label.padEnd(16),
        cell(show(s('score'))),
        cell(show(o('score'))),
        cell(show(s('tbt'), ' ms'), 11),
        cell(show(o('tbt'), ' ms'), 11),
        cell(show(s('lcp'), ' ms'), 11),
        cell(show(o('lcp'), ' ms'), 11),
      ].join(' '),
    );
  }
  console.log(
    'Goals (issue 16): ≥ 90 on every page, at or above stock on home, docs page and blog; TBT of the docs page ≤ stock.',
  );
} finally {
  await ours.stop();
  await stock.stop();
}
