// Runs Lighthouse's SEO category (about 7 minutes: `npm run check:seo`, part of
// `npm run check`, not of `npm test`) on every content page template of the served
// build, in both locales, and fails below 100 (fixtures and the not-found page
// are `noindex` or answer 404 on purpose: left out). Prints each failing audit.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, findChromium} from './lib/chromium.cjs';
import {requireBuild} from './lib/build-files.mjs';
import {isBuilt} from './lib/existing-route.mjs';
import {PAGE_TEMPLATES, jaPath} from './lib/page-templates.mjs';
import {serveBuild} from './lib/serve.mjs';

const PORT = Number(process.env.CHECK_PORT ?? 3104);
const NOT_CONTENT = new Set([
  'not found',
  'fixtures index',
  'fixture docs',
  'fixture blog list',
  'fixture blog post',
  'fixture pages',
]);
// A tag page lists excerpts with "Read more" links like the blog list.
const EXTRA = [['blog tag', '/blog/tags/release']];
// SEO audits read the loaded page, not its speed: no simulated throttling.
const FLAGS = {onlyCategories: ['seo'], throttlingMethod: 'provided', logLevel: 'error'};

requireBuild();
const server = await serveBuild(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const failures = [];
let checked = 0;
try {
  for (const [name, route] of [...PAGE_TEMPLATES, ...EXTRA]) {
    if (NOT_CONTENT.has(name) || !isBuilt(route)) continue;
    for (const url of [route, jaPath(route)]) {
      const result = await lighthouse(`${server.url}${url}`, {...FLAGS, port: chrome.port});
      const {lhr} = result;
      const score = Math.round((lhr.categories.seo.score ?? 0) * 100);
      checked += 1;
      console.log(`${String(score).padStart(3)}  ${url}`);
      if (score < 100) {
        const failed = lhr.categories.seo.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 1);
        failures.push({url, score, audits: failed.map((a) => `${a.id}: ${a.title}`)});
      }
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

for (const {url, score, audits} of failures) {
  console.log(`\n${url} — SEO ${score}`);
  for (const audit of audits) console.log(`    ${audit}`);
}
console.log(`\nLighthouse SEO: ${checked} page views, ${failures.length} below 100`);
process.exit(failures.length === 0 && checked > 0 ? 0 : 1);
