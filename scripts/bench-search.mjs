// `npm run bench:search`: figures for the embedded search index of the last
// build (prints them; nothing here fails on a number).
// - index size per locale (each locale has its own index, `<locale>/pagefind/`,
//   src/plugins/search): files and total gzip bytes (level 9, as a static host
//   would serve them) of the language's part and of the engine files;
// - bytes the first query fetches from /pagefind/ in a fresh browser (engine
//   code included), from opening the modal to the first hit on screen;
// - query latency in the browser, p50/p95, for the work the site's search
//   client does per query (src/plugins/search/client/engine.ts: the engine's search plus the
//   data of the 6 pages the modal shows), over English and Japanese
//   queries, each timed after one warm-up query; once with the docs-version
//   filter the modal sends from the home page, once without any filter.
// - relevance: for a judged set of queries per locale (./lib/search-relevance.json: what readers type, each with
//   the page they want), the /search page's results: hit@1, hit@3 and MRR@10, the queries that miss, and how
//   many results nonsense queries get.
// Aims: first query ≤ 150 kB gzip, p95 ≤ 50 ms, hit@1 ≥ 95 %, no result for nonsense.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './lib/chromium.cjs';
import {BUILD_DIR, requireBuild} from './lib/build-files.mjs';
import {serveBuild} from './lib/serve.mjs';

const PORT = Number(process.env.CHECK_PORT ?? 3105);
const AIM = {firstQueryBytes: 150 * 1024, p95: 50};
/** Each locale's index: the URL it is served from and its folder in the build. */
const INDEXES = {
  en: {url: '/pagefind/', dir: path.join(BUILD_DIR, 'pagefind')},
  ja: {url: '/ja/pagefind/', dir: path.join(BUILD_DIR, 'ja', 'pagefind')},
};

const QUERIES = {
  en: [
    'versioning',
    'sidebar',
    'plugin',
    'theme',
    'swizzle',
    'i18n',
    'deployment',
    'markdown',
    'mdx',
    'tabs',
    'admonitions',
    'search',
    'algolia',
    'blog',
    'changelog',
    'configuration',
    'navbar',
    'footer',
    'seo',
    'sitemap',
    'pwa',
    'mermaid',
    'katex',
    'math equations',
    'code blocks',
    'prism',
    'typescript',
    'css',
    'dark mode',
    'static assets',
    'routing',
    'slug',
    'front matter',
    'authors',
    'tags',
    'pagination',
    'redirects',
    'ideal image',
    'gtag',
    'analytics',
    'debug',
    'cli',
    'build',
    'serve',
    'rspack',
    'webpack',
    'babel',
    'lifecycle apis',
    'loadContent',
    'postBuild',
    'eslint',
    'logger',
    'create-docusaurus',
    'upgrade',
    'migration',
    'installation',
    'react',
    'client modules',
    'head tags',
    'broken links',
  ],
  ja: [
    'バージョン',
    'インストール',
    'サイドバー',
    'プラグイン',
    'テーマ',
    'ブログ',
    '検索',
    '翻訳',
    'デプロイ',
    '設定',
    'ドキュメント',
    'コミュニティ',
    'サポート',
    '変更履歴',
    'コード',
    'ナビゲーション',
    'スタイル',
    'リリース',
    'チーム',
    '機能リクエスト',
    'ショーケース',
  ],
};

const RELEVANCE = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'lib/search-relevance.json'), 'utf8'));

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Files of one index folder grouped by the language code in their names (`en-us_…`, `wasm.ja.pagefind`); the rest is the engine. */
function indexSizes(indexDir) {
  const groups = new Map();
  const add = (group, file) => {
    const entry = groups.get(group) ?? {files: 0, bytes: 0};
    entry.files += 1;
    entry.bytes += gzipSize(file);
    groups.set(group, entry);
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name !== 'files.json') {
        const lang = /^(?:pagefind\.|wasm\.)?([a-z]{2}(?:-[a-z]+)?)[_.]/.exec(entry.name)?.[1];
        add(lang && lang !== 'unknown' ? lang : 'engine', file);
      }
    }
  };
  walk(indexDir);
  return groups;
}

async function firstQuery(browser, url, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = new Set();
  const record = (request) => {
    const {origin, pathname} = new URL(request.url());
    if (origin === url && pathname.startsWith('/pagefind/')) fetched.add(pathname);
  };
  context.on('request', record);
  await page.goto(`${url}/`, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  fetched.clear();
  await page
    .getByRole('button', {name: /^Search/})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
  await page.waitForLoadState('networkidle');
  await context.close();
  const byKind = new Map();
  for (const file of fetched) {
    const kind =
      /\/(index|fragment|filter)\//.exec(file)?.[1] ?? (/\.(js|pagefind)$/.test(file) ? 'engine' : 'metadata');
    const entry = byKind.get(kind) ?? {files: 0, bytes: 0};
    entry.files += 1;
    entry.bytes += gzipSize(path.join(BUILD_DIR, file));
    byKind.set(kind, entry);
  }
  const total = [...byKind.values()].reduce((sum, e) => ({files: sum.files + e.files, bytes: sum.bytes + e.bytes}), {
    files: 0,
    bytes: 0,
  });
  return {...total, byKind};
}

/**
 * The docs search tags the modal's contextual filter sends from a locale's home page: pages (`default`) and
 * the latest version of each docs instance (theme-search-algolia `useAlgoliaContextualFacetFilters`).
 */
const HOME_PAGE_TAGS = ['default', 'docs-default-3.9.2', 'docs-community-current', 'docs-docs-tests-current'];

async function latencies(browser, url, pagePath, indexUrl, queries, tags) {
  const page = await browser.newPage();
  await page.goto(`${url}${pagePath}`, {waitUntil: 'networkidle'});
  const times = await page.evaluate(
    async ({qs, tags, indexUrl}) => {
      const pagefind = await import(`${indexUrl}pagefind.js`);
      // ENGINE_OPTIONS of src/plugins/search/client/engine.ts.
      await pagefind.options({baseUrl: '/', excerptLength: 24, noWorker: true});
      await pagefind.init();
      const run = async (q) => {
        const started = performance.now();
        const response = await pagefind.search(q, tags ? {filters: {docusaurus_tag: {any: tags}}} : undefined);
        await Promise.all((response?.results ?? []).slice(0, 6).map((r) => r.data()));
        return performance.now() - started;
      };
      await run(qs[0]);
      const result = [];
      for (const q of qs) result.push(await run(q));
      return result;
    },
    {qs: queries, tags, indexUrl},
  );
  await page.close();
  return times;
}

/** The result pages /search lists for a query, in order (pathnames), or [] when it shows no result. */
async function searchPageResults(page, url, localePrefix, query) {
  await page.goto(`${url}${localePrefix}/search?q=${encodeURIComponent(query)}`);
  await page.waitForFunction(
    () => {
      const main = globalThis.document.querySelector('main');
      return (
        !!main?.querySelector('[role="status"]') && !/\.\.\.|…/.test(main.querySelector('[role="status"]').textContent)
      );
    },
    undefined,
    {timeout: 30_000},
  );
  return page.$$eval('main ol > li h2 a', (links) => links.map((link) => new URL(link.href).pathname));
}

async function relevance(browser, url) {
  const page = await browser.newPage();
  const report = {};
  for (const [locale, prefix] of [
    ['en', ''],
    ['ja', '/ja'],
  ]) {
    let hit1 = 0;
    let hit3 = 0;
    let rr = 0;
    const misses = [];
    for (const {q, want} of RELEVANCE[locale]) {
      const results = await searchPageResults(page, url, prefix, q);
      const rank = results.slice(0, 10).indexOf(want) + 1;
      if (rank === 1) hit1 += 1;
      if (rank >= 1 && rank <= 3) hit3 += 1;
      if (rank >= 1) rr += 1 / rank;
      if (rank !== 1)
        misses.push(`${q} → ${rank ? `#${rank}` : 'not in the first 10'} (first: ${results[0] ?? 'nothing'})`);
    }
    const n = RELEVANCE[locale].length;
    report[locale] = {n, hit1: hit1 / n, hit3: hit3 / n, mrr: rr / n, misses};
  }
  const nonsense = [];
  for (const q of RELEVANCE.nonsense) {
    const locale = /[\u3040-\u30ff\u4e00-\u9fff]/.test(q) ? '/ja' : '';
    nonsense.push({q, results: (await searchPageResults(page, url, locale, q)).length});
  }
  await page.close();
  return {report, nonsense};
}

requireBuild();
const server = await serveBuild(PORT);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  console.log('Embedded search index per locale, gzip -9:');
  for (const [locale, {dir}] of Object.entries(INDEXES)) {
    console.log(`  ${locale} (${path.relative(process.cwd(), dir)}):`);
    for (const [group, {files, bytes}] of indexSizes(dir)) {
      console.log(`    ${group.padEnd(7)} ${String(files).padStart(5)} files  ${kB(bytes).padStart(10)}`);
    }
  }

  const first = await firstQuery(browser, server.url, 'versioning');
  const firstOk = first.bytes <= AIM.firstQueryBytes;
  console.log(
    `\nFirst query ("versioning" on /, fresh browser): ${first.files} index/engine files, ${kB(first.bytes)}` +
      ` (aim ≤ ${kB(AIM.firstQueryBytes)}: ${firstOk ? 'met' : 'NOT met'})`,
  );
  for (const [kind, {files, bytes}] of first.byKind) {
    console.log(`  ${kind.padEnd(9)} ${String(files).padStart(3)} files  ${kB(bytes).padStart(9)}`);
  }

  console.log('\nQuery latency in the browser (after one warm-up query):');
  for (const [label, tags] of [
    ["with the modal's filter on the home page", HOME_PAGE_TAGS],
    ['unfiltered (every docs version)', undefined],
  ]) {
    console.log(`  ${label}:`);
    for (const [lang, pagePath] of [
      ['en', '/'],
      ['ja', '/ja/'],
    ]) {
      const times = await latencies(browser, server.url, pagePath, INDEXES[lang].url, QUERIES[lang], tags);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(
        `    ${lang}: ${times.length} queries, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms` +
          ` (aim p95 ≤ ${AIM.p95} ms: ${p95 <= AIM.p95 ? 'met' : 'NOT met'})`,
      );
    }
  }

  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log('\nRelevance of /search (judged queries, scripts/lib/search-relevance.json):');
  const {report, nonsense} = await relevance(browser, server.url);
  for (const [locale, r] of Object.entries(report)) {
    console.log(
      `  ${locale}: ${r.n} queries, hit@1 ${pct(r.hit1)}, hit@3 ${pct(r.hit3)}, MRR@10 ${r.mrr.toFixed(3)} (aim hit@1 ≥ 95 %: ${r.hit1 >= 0.95 ? 'met' : 'NOT met'})`,
    );
    for (const miss of r.misses) console.log(`    miss: ${miss}`);
  }
  console.log(`  nonsense: ${nonsense.map(({q, results}) => `"${q}" ${results}`).join(', ')}`);
} finally {
  await browser.close();
  server.stop();
}
