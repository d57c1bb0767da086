// npm run bench:build — wall time and peak memory of a cold build of both
// locales: caches cleared first (docusaurus clear, node_modules/.cache),
// then `npm run build` (the site's production build) with DOCUSAURUS_PERF_LOGGER=true. Peak memory is
// the largest sum of the resident memory of the build's whole process tree,
// sampled from /proc every 200 ms. Prints the phases that took longest, then
// times a cold build of the stock site (if bench:compare has created it) as a
// measure of the machine's speed.
// Prints figures; never fails on them (exits non-zero only if the build fails).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {docusaurusVersion, stockSiteDir, stockSiteReady, timeColdStockBuild} from './lib/stock-site.mjs';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {parsePerfLog, treeRss} = jiti('./lib/build-metrics.ts');

const GOAL = {seconds: 120, bytes: 3 * 1024 ** 3};
const logFile = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);

console.log('Clearing caches: docusaurus clear, node_modules/.cache');
spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
fs.rmSync(path.resolve('node_modules/.cache'), {recursive: true, force: true});

console.log(`Building both locales (log: ${logFile}) …`);
const log = fs.createWriteStream(logFile);
const started = Date.now();
const child = spawn('npm', ['run', 'build'], {
  env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0'},
});
child.stdout.pipe(log, {end: false});
child.stderr.pipe(log, {end: false});

// The last top-level phase the perf logger reported finished: the peak is in the phase after it.
const TOP_LEVEL_PHASE = /^\[PERF\] Build > (\w+) > ([^>\n]+?) - [\d.]+ (?:seconds|ms)/gm;
let lastPhase = 'the start';
child.stdout.on('data', (chunk) => {
  for (const [, locale, phase] of String(chunk).matchAll(TOP_LEVEL_PHASE)) lastPhase = `${locale} ${phase}`;
});

let peak = 0;
let peakAfter = lastPhase;
const sampler = setInterval(() => {
  const rss = treeRss(child.pid);
  if (rss > peak) [peak, peakAfter] = [rss, lastPhase];
}, 200);

const code = await new Promise((resolve) => child.on('close', resolve));
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
await new Promise((resolve) => log.end(resolve));

const gib = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
console.log(
  `\nCold build of both locales: ${seconds.toFixed(0)} s, peak memory ${gib(peak)} (process tree, ${os.cpus().length} cores, Node ${process.version}), reached after ${peakAfter}`,
);
console.log(
  `Goals (issue 16): ≤ ${GOAL.seconds} s ${seconds <= GOAL.seconds ? 'met' : 'not met'}, ≤ ${gib(GOAL.bytes)} ${peak <= GOAL.bytes ? 'met' : 'not met'}`,
);

const {phases, steps} = parsePerfLog(fs.readFileSync(logFile, 'utf8'));
console.log('\nPhases (DOCUSAURUS_PERF_LOGGER):');
for (const phase of phases)
  console.log(`  ${phase.locale.padEnd(4)} ${phase.name.padEnd(40)} ${phase.seconds.toFixed(1).padStart(7)} s`);
if (steps.length > 0) {
  console.log('postBuild steps that log their time:');
  for (const step of steps)
    console.log(`  ${step.locale.padEnd(4)} ${step.name.padEnd(40)} ${step.seconds.toFixed(1).padStart(7)} s`);
}
if (code !== 0) {
  console.error(`\nThe build failed (exit ${code}); see ${logFile}.`);
  process.exit(1);
}

// Machines differ by a third and more in speed: the stock site's cold build, timed on the same machine right after,
// is what makes figures from two machines comparable.
const version = docusaurusVersion(process.cwd());
const stockDir = stockSiteDir(version);
if (stockSiteReady(stockDir)) {
  // A median of three: one build of about ten seconds varies by a tenth.
  const times = [0, 1, 2].map(() => timeColdStockBuild(stockDir)).sort((a, b) => a - b);
  const stockSeconds = times[1];
  console.log(
    `\nThis machine's speed: the stock site (create-docusaurus@${version} classic, one locale) builds cold in ${stockSeconds.toFixed(1)} s here (median of ${times.map((t) => t.toFixed(1)).join(', ')});`,
  );
  console.log(`this site's build took ${(seconds / stockSeconds).toFixed(1)} times as long.`);
} else {
  console.log(
    `\nThis machine's speed: run \`npm run bench:compare\` once to create the stock site, then a cold build of it is timed here.`,
  );
}
