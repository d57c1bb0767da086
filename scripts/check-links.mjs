// Crawls the served production build with linkinator, independently of
// Docusaurus' own broken-link checker: every internal link, asset and
// #fragment of both locales. External URLs are not fetched (no network here).
// A request that times out is retried; one that keeps timing out (a machine
// under load) is listed as unchecked, and fails the check only when many do.
import {requireBuild} from './lib/build-files.mjs';
import {checkLinks} from './lib/link-check.mjs';
import {serveBuild} from './lib/serve.mjs';

const PORT = Number(process.env.CHECK_PORT ?? 3102);
/** More unchecked links than this share means something is wrong with the server, not with the machine's load. */
const MAX_UNCHECKED_SHARE = 0.01;

requireBuild();
const server = await serveBuild(PORT);
const internal = new RegExp(`^${server.url.replace(/[.]/g, '\\.')}`);

let result;
try {
  result = await checkLinks({
    startUrls: [`${server.url}/`, `${server.url}/ja/`],
    isInternal: (url) => internal.test(url),
  });
} finally {
  server.stop();
}

const describe = (link) => `${link.url.replace(server.url, '')}  (on ${String(link.parent).replace(server.url, '')})`;
const unique = (links) => [...new Map(links.map((l) => [`${l.url} ← ${l.parent}`, l])).values()];
const broken = unique(result.broken);
const unchecked = unique(result.unchecked);
for (const link of broken) console.log(`  ${link.status ?? '---'} ${describe(link)}`);
if (unchecked.length > 0) {
  console.log(`Unchecked (every attempt timed out):`);
  for (const link of unchecked) console.log(`  ${describe(link)}`);
}
console.log(`Links checked: ${result.checked}; broken: ${broken.length}; unchecked: ${unchecked.length}`);
const tooManyUnchecked = unchecked.length > result.checked * MAX_UNCHECKED_SHARE;
if (tooManyUnchecked) console.log(`More than ${MAX_UNCHECKED_SHARE * 100} % of the links could not be checked.`);
process.exit(broken.length === 0 && !tooManyUnchecked ? 0 : 1);
