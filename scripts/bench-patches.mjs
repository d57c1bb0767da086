// npm run bench:patches [-- <patch> …] — what each framework patch of config/patches.ts buys, measured by building
// the site with that patch switched off (DISABLE_PATCHES) beside a build with every patch on, in the same run:
// - cold build time and peak memory (process tree) of every build: English only, or both locales for the patches
//   that act on the build or on another locale;
// - for the page templates a patch targets: first-load JS (every script the page runs until it has hydrated and
//   the network is idle, prefetched chunks left out, gzip) and HTML (gzip), all on / patch off / stock site where it has such a page;
// - Lighthouse mobile performance and TBT on those templates, median of BENCH_RUNS (default 5), all-on and
//   patch-off runs interleaved, both builds served gzip-compressed;
// then a verdict against the ledger's thresholds. Patches kept for a defect name their test instead.
// Long (an hour or more on two cores): it prints its progress. Prints figures; never fails on them.
// Builds go to .bench-patches/ (git-ignored). BENCH_SKIP_LIGHTHOUSE=1 measures builds and weights only.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import {buildStockSite, docusaurusVersion, ensureStockSite, stockSiteReady} from './lib/stock-site.mjs';
import {serveStatic} from './lib/static-server.mjs';
import {lighthousePerformance, median} from './lib/lighthouse-run.mjs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {chromiumLaunchOptions} = require('./lib/chromium.cjs');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {PATCHES} = jiti('../config/patches.ts');
const {treeRss} = jiti('./lib/build-metrics.ts');
const {gzipSize, htmlFileFor, kB} = jiti('./lib/page-weight.ts');
const {patchVerdict, THRESHOLDS} = jiti('./lib/patch-verdict.ts');

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.bench-patches');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How many on/off pairs of cold builds measure a patch that acts on the build (medians are compared). */
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3720);
/** The stock site's page of the same template, where it has one. */
const STOCK_ROUTE = {'/': '/', '/docs/installation': '/docs/intro', '/blog/releases/3.9': '/blog/welcome'};

const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PATCHES.some((patch) => patch.name === name));
if (unknown.length) throw new Error(`No patch called ${unknown.join(', ')} in config/patches.ts`);
const selected = PATCHES.filter((patch) => wanted.length === 0 || wanted.includes(patch.name));
const measured = selected.filter((patch) => patch.gain.kind === 'measured');
const needsBoth = (patch) =>
  patch.bench.build || patch.bench.locales === 'both' || (patch.bench.routes ?? []).some((r) => r.startsWith('/ja'));

/** A cold build into .bench-patches/<label>, with the named patches off: its time (s) and peak memory. */
async function coldBuild(label, disabled, locales) {
  const outDir = path.join(OUT, label);
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, stdio: 'ignore'});
  fs.rmSync(path.join(ROOT, 'node_modules/.cache'), {recursive: true, force: true});
  fs.rmSync(outDir, {recursive: true, force: true});
  const args = [
    '--max-semi-space-size=64',
    'node_modules/@docusaurus/core/bin/docusaurus.mjs',
    'build',
    '--out-dir',
    outDir,
  ];
  if (locales === 'en') args.push('--locale', 'en');
  log(
    `build ${label} (${locales === 'en' ? 'English' : 'both locales'}${disabled ? `, DISABLE_PATCHES=${disabled}` : ', every patch on'}) …`,
  );
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {...process.env, DISABLE_PATCHES: disabled, FORCE_COLOR: '0'},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`build ${label} failed (exit ${code}):\n${stderr}`);
  const seconds = (Date.now() - started) / 1000;
  log(`  ${seconds.toFixed(0)} s, peak ${(peak / 1024 ** 3).toFixed(2)} GiB`);
  return {outDir, seconds, peak};
}

/** The JS a page loads until it has hydrated and the network is idle (gzip bytes of the build's files), and its HTML. */
async function firstLoad(browser, server, buildDir, route) {
  const page = await browser.newPage();
  try {
    await page.goto(server.url + route, {waitUntil: 'networkidle'});
    await page
      .waitForFunction(() => globalThis.document.documentElement.dataset.hasHydrated === 'true', null, {
        timeout: 30_000,
      })
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    const stylesheets = await page.evaluate(() =>
      [...globalThis.document.querySelectorAll('link[rel~="stylesheet"][href]')]
        .map((link) => new URL(link.href))
        .filter((url) => url.origin === globalThis.location.origin)
        .map((url) => url.pathname),
    );
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Scripts the page runs (script tags, imported chunks), not the chunks prefetched for links in view.
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === globalThis.location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    );
    const sizeOf = (files) =>
      [...new Set(files)].reduce((sum, file) => {
        const onDisk = path.join(buildDir, decodeURIComponent(file));
        return fs.existsSync(onDisk) ? sum + gzipSize(fs.readFileSync(onDisk)) : sum;
      }, 0);
    const htmlFile = htmlFileFor(buildDir, route);
    return {
      js: sizeOf(scripts),
      css: sizeOf(stylesheets),
      html: htmlFile ? gzipSize(fs.readFileSync(htmlFile)) : Number.NaN,
    };
  } finally {
    await page.close();
  }
}

async function lighthouse(urls) {
  const results = new Map(Object.keys(urls).map((key) => [key, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [key, url] of Object.entries(urls)) {
      try {
        const result = await lighthousePerformance(url);
        results.get(key).push(result);
        log(`  lighthouse ${round}/${RUNS} ${key.padEnd(10)} score ${result.score}  TBT ${Math.round(result.tbt)} ms`);
      } catch (error) {
        log(`  lighthouse ${round}/${RUNS} ${key} failed: ${error.message}`);
      }
    }
  }
  return Object.fromEntries(
    [...results].map(([key, runs]) => [
      key,
      {score: median(runs.map((r) => r.score)), tbt: median(runs.map((r) => r.tbt))},
    ]),
  );
}

fs.mkdirSync(OUT, {recursive: true});
log(
  `${measured.length} patches to measure, ${selected.length - measured.length} kept for a defect; ${os.cpus().length} cores, Node ${process.version}`,
);

const version = docusaurusVersion(ROOT);
const stockDir = ensureStockSite(version);
if (!stockSiteReady(stockDir) || !fs.existsSync(path.join(stockDir, 'build/index.html'))) buildStockSite(stockDir);
const stockBuild = path.join(stockDir, 'build');

const baseline = {en: await coldBuild('all-on-en', '', 'en')};
if (measured.some(needsBoth)) baseline.both = await coldBuild('all-on-both', '', 'both');

const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
for (const patch of measured) {
  const locales = needsBoth(patch) ? 'both' : 'en';
  let on = baseline[locales];
  let off = await coldBuild(patch.name, patch.name, locales);
  if (patch.bench.build && BUILD_RUNS > 1) {
    // Interleaved pairs: the machine's speed drifts during a run; medians of each side are compared.
    const ons = [on];
    const offs = [off];
    for (let run = 2; run <= BUILD_RUNS; run += 1) {
      ons.push(await coldBuild(`all-on-${locales}-${run}`, '', locales));
      offs.push(await coldBuild(patch.name, patch.name, locales));
    }
    const medianOf = (builds) => ({
      outDir: builds.at(-1).outDir,
      seconds: median(builds.map((b) => b.seconds)),
      peak: median(builds.map((b) => b.peak)),
    });
    on = medianOf(ons);
    off = medianOf(offs);
    log(
      `  medians of ${BUILD_RUNS}: ${on.seconds.toFixed(0)} s on, ${off.seconds.toFixed(0)} s off; peak ${(on.peak / 1024 ** 2).toFixed(0)} MB on, ${(off.peak / 1024 ** 2).toFixed(0)} MB off`,
    );
  }
  const row = {patch, locales, build: {on, off}, pages: []};
  for (const route of patch.bench.routes ?? []) {
    const onServer = await serveStatic(on.outDir, PORT);
    const offServer = await serveStatic(off.outDir, PORT + 1);
    const stockRoute = STOCK_ROUTE[route];
    const stockServer = stockRoute ? await serveStatic(stockBuild, PORT + 2) : undefined;
    try {
      const page = {
        route,
        on: await firstLoad(browser, onServer, on.outDir, route),
        off: await firstLoad(browser, offServer, off.outDir, route),
        stock: stockServer ? await firstLoad(browser, stockServer, stockBuild, stockRoute) : undefined,
      };
      log(
        `  ${route}: first-load JS ${kB(page.on.js)} on, ${kB(page.off.js)} off; HTML ${kB(page.on.html)} on, ${kB(page.off.html)} off`,
      );
      if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
        page.lighthouse = await lighthouse({on: onServer.url + route, off: offServer.url + route});
      }
      row.pages.push(page);
    } finally {
      await onServer.stop();
      await offServer.stop();
      await stockServer?.stop();
    }
  }
  rows.push(row);
  fs.rmSync(off.outDir, {recursive: true, force: true});
}
await browser.close();
// The all-on build again, at the end: how much the machine's speed moved during the run.
if (baseline.both) baseline.bothAgain = await coldBuild('all-on-both-again', '', 'both');

console.log(
  `\nFramework patches, each switched off in turn (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)`,
);
console.log(
  `Cold builds with every patch on: English ${baseline.en.seconds.toFixed(0)} s (peak ${(baseline.en.peak / 1024 ** 3).toFixed(2)} GiB)` +
    (baseline.both
      ? `; both locales ${baseline.both.seconds.toFixed(0)} s and, at the end, ${baseline.bothAgain.seconds.toFixed(0)} s (peak ${(baseline.both.peak / 1024 ** 3).toFixed(2)} GiB)`
      : ''),
);
console.log(`Thresholds: ${THRESHOLDS.description}\n`);
for (const row of rows) {
  const {patch, build} = row;
  console.log(`${patch.name}`);
  const dt = build.off.seconds - build.on.seconds;
  console.log(
    `  build (${row.locales === 'en' ? 'English' : 'both locales'}${patch.bench.build && BUILD_RUNS > 1 ? `, medians of ${BUILD_RUNS}` : ''}): ${build.on.seconds.toFixed(0)} s on, ${build.off.seconds.toFixed(0)} s off (${dt >= 0 ? '+' : ''}${dt.toFixed(0)} s, ${((dt / build.on.seconds) * 100).toFixed(1)} %); peak ${(build.on.peak / 1024 ** 2).toFixed(0)} MB on, ${(build.off.peak / 1024 ** 2).toFixed(0)} MB off`,
  );
  for (const page of row.pages) {
    const lh = page.lighthouse;
    console.log(
      `  ${page.route.padEnd(38)} JS ${kB(page.on.js).padStart(9)} on ${kB(page.off.js).padStart(9)} off` +
        `${page.stock ? ` ${kB(page.stock.js).padStart(9)} stock` : ''}  CSS ${kB(page.on.css)} on ${kB(page.off.css)} off  HTML ${kB(page.on.html)} on ${kB(page.off.html)} off` +
        (lh
          ? `  Lighthouse ${lh.on.score}/${lh.off.score}  TBT ${Math.round(lh.on.tbt)}/${Math.round(lh.off.tbt)} ms (on/off)`
          : ''),
    );
  }
  const verdict = patchVerdict({
    build: {
      onSeconds: build.on.seconds,
      offSeconds: build.off.seconds,
      onPeak: build.on.peak,
      offPeak: build.off.peak,
      locales: row.locales,
    },
    pages: row.pages.map((p) => ({
      jsSaved: p.off.js - p.on.js,
      cssSaved: p.off.css - p.on.css,
      cssOn: p.on.css,
      htmlSaved: p.off.html - p.on.html,
      tbtSaved: p.lighthouse ? p.lighthouse.off.tbt - p.lighthouse.on.tbt : Number.NaN,
    })),
  });
  console.log(`  verdict: ${verdict.pays ? 'PAYS' : 'does not pay'} (${verdict.reasons.join('; ')})\n`);
}
for (const patch of selected.filter((p) => p.gain.kind === 'defect')) {
  console.log(`${patch.name}\n  kept for a defect: ${patch.gain.defect} (test: ${patch.gain.test})\n`);
}
