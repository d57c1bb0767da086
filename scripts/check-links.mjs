// Crawls the served production build with linkinator, independently of
// Docusaurus' own broken-link checker: every internal link, asset and
// #fragment of both locales. External URLs are not fetched (no network here).
import {LinkChecker} from 'linkinator';
import {requireBuild} from './lib/build-files.mjs';
import {serveBuild} from './lib/serve.mjs';

const PORT = Number(process.env.CHECK_PORT ?? 3102);

requireBuild();
const server = await serveBuild(PORT);
const internal = new RegExp(`^${server.url.replace(/[.]/g, '\\.')}`);

const WATCHDOG_MS = 10 * 60_000;
const watchdog = setTimeout(() => {
  console.error(`Link check did not finish within ${WATCHDOG_MS / 60_000} min: a request to ${server.url} hangs.`);
  server.stop();
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const checker = new LinkChecker();
let failures = [];
let checked = 0;
try {
  for (const start of ['/', '/ja/']) {
    const result = await checker.check({
      path: `${server.url}${start}`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      retryErrors: true,
      retryErrorsCount: 2,
      // No per-request timeout: linkinator 7 aborts the whole request, body
      // included, when its AbortSignal.timeout fires, and a body still being
      // read then rejects outside its error handling and kills the process
      // (CI, under load: "DOMException [TimeoutError]" from abort_controller).
      // The server is local; a hang is caught by the watchdog below instead.
      linksToSkip: async (link) => !internal.test(link),
    });
    checked += result.links.length;
    failures = failures.concat(result.links.filter((l) => l.state === 'BROKEN'));
  }
} finally {
  server.stop();
}

const unique = new Map(failures.map((f) => [`${f.url} ← ${f.parent}`, f]));
for (const f of unique.values()) {
  console.log(
    `  ${f.status ?? '---'} ${f.url.replace(server.url, '')}  (on ${String(f.parent).replace(server.url, '')})`,
  );
}
console.log(`Links checked: ${checked}; broken: ${unique.size}`);
process.exit(unique.size === 0 ? 0 : 1);
