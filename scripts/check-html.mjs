// Validates every built HTML page with the Nu HTML checker (vnu-jar, needs
// Java). Only the redirect stubs of plugin-client-redirects are skipped.
// Prints the number of errors per page and exits non-zero if any remain.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import {BUILD_DIR, isRedirectStub, listFiles, requireBuild} from './lib/build-files.mjs';

/**
 * Errors we accept on purpose, each with the reason. Keep this list short:
 * an entry is a promise that the page breaks the rule deliberately.
 */
const ALLOWED = [
  {
    // The docs fixtures keep the real site's URLs, some of which contain spaces
    // ("folder with space/doc 1", "beginner's guide"): links to them are
    // exactly what those fixtures test.
    file: /\/tests\/docs\//,
    message: /Illegal character in path segment[.:] space is not allowed/i,
    reason: 'fixture URLs with spaces, kept from the real site',
  },
  {
    // The image-only authors fixture: the theme takes an avatar's alt text from
    // the author's name, and these fixture authors deliberately have none.
    file: /\/tests\/blog\/(2022\/01\/20\/image-only-authors|page\/5)\.html$/,
    message: /An .img. element must have an .alt. attribute/,
    reason: 'fixture for authors without a name',
  },
  {
    // Deliberately malformed heading nesting: the page checks how the TOC copes.
    file: /\/tests\/docs\/toc\/toc-test-bad\.html$/,
    message: /follows the heading .* skipping/,
    reason: 'fixture for a badly nested table of contents',
  },
  {
    // The MDX fixture nests a Markdown paragraph in inline JSX (a <span>) on
    // purpose, to check how MDX compiles it.
    file: /\/tests\/pages\/markdown-tests-mdx\.html$/,
    message: /not allowed as child of element/,
    reason: 'fixture for MDX nesting edge cases',
  },
  {
    // plugin-debug's pages are the framework's tool for the site's developers, not pages for readers: their JSON
    // view is react-json-view-lite's markup, which the site does not patch (an ejected copy only for this check
    // was removed: it cost an upgrade check for pages no reader opens).
    file: /\/__docusaurus\/debug/,
    message: /./,
    reason: "the framework's debug pages (plugin-debug), not readers' pages",
  },
  {
    // The ideal-image fixture shows plugin-ideal-image's own markup, <noscript> fallback included.
    file: /\/tests\/pages\/ideal-image\.html$/,
    message: /“sizes” attribute must also be (present|specified)/,
    reason: "fixture of plugin-ideal-image's own output",
  },
];

requireBuild();
const all = listFiles(BUILD_DIR, '.html');
const pages = all.filter((f) => !isRedirectStub(fs.readFileSync(f, 'utf8')));
console.log(`Nu HTML checker: ${pages.length} pages (${all.length - pages.length} redirect stubs skipped)`);

const result = spawnSync('java', ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (result.error || result.status !== 0) {
  console.error('Could not run the Nu HTML checker (is Java installed?)', result.error ?? result.stderr);
  process.exit(1);
}
const {messages} = JSON.parse(result.stderr || '{"messages":[]}');

const used = new Set();
const isAllowed = (m) => {
  const entry = ALLOWED.find((a) => a.file.test(m.url) && a.message.test(m.message));
  if (entry) used.add(entry);
  return !!entry;
};
const errors = messages.filter((m) => m.type === 'error' && !isAllowed(m));
// An entry that no longer matches anything is a promise about a bug that is gone: remove it.
const stale = ALLOWED.filter((a) => !used.has(a));
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');

const byPage = new Map();
for (const e of errors) {
  const page = path.relative(BUILD_DIR, decodeURIComponent(new URL(e.url).pathname));
  byPage.set(page, [...(byPage.get(page) ?? []), e]);
}
for (const [page, errs] of byPage) {
  console.log(`\n${page}: ${errs.length} error(s)`);
  for (const e of errs.slice(0, 10)) {
    console.log(`  line ${e.lastLine}: ${e.message}`);
  }
  if (errs.length > 10) console.log(`  … and ${errs.length - 10} more`);
}
for (const a of stale) {
  console.log(`\nAllow-list entry matched no error, remove it: ${a.reason} (${a.file})`);
}
console.log(
  `\nHTML errors: ${errors.length} on ${byPage.size} of ${pages.length} pages; warnings: ${warnings.length}; unused allow-list entries: ${stale.length}`,
);
process.exit(errors.length === 0 && stale.length === 0 ? 0 : 1);
