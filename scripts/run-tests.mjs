// `npm test`: everything a contributor or CI needs, in order, stopping at the
// first failure. Each step prints its own output; a summary closes the run.
import {spawnSync} from 'node:child_process';

const steps = [
  ['Chromium for browser tests', 'node scripts/ensure-chromium.mjs'],
  ['Lint (ESLint, Prettier)', 'npm run lint'],
  ['Typecheck (tsc)', 'npx tsc'],
  ['Swizzles (ejected files vs upstream, internal imports)', 'node scripts/check-swizzles.mjs'],
  ['Translations (structure, staleness, JSON messages)', 'node scripts/check-translations.mjs'],
  ['Unit tests (Vitest)', 'npx vitest run'],
  ['Framework errors (fixture site builds, Vitest)', 'npx vitest run --config tests/framework-errors/vitest.config.ts'],
  ['Production build, both locales', 'npm run build'],
  [
    'Build output (size budget, workarounds in the built files: tests/build)',
    'npx vitest run --config vitest.build.config.ts',
  ],
  ['Hosted build (dummy Algolia and analytics credentials, en)', 'node scripts/build-hosted.mjs'],
  // One worker: several timing-sensitive specs (hover menus, route-loading spinners) fail now and then beside a
  // second browser on two cores. The screenshots, taken once each page has settled, run two at a time (-67 s).
  [
    'End-to-end tests (Playwright)',
    'npx playwright test --workers=1 --project chromium --project fixtures $(test -f build-hosted/index.html && echo --project hosted)',
  ],
  ['Screenshots (Playwright project visual)', 'npx playwright test --project visual --no-deps --workers=2'],
  ['HTML validity (Nu HTML checker)', 'node scripts/check-html.mjs'],
  ['Links (linkinator)', 'node scripts/check-links.mjs'],
  ['Accessibility (axe-core)', 'node scripts/check-a11y.mjs'],
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.some((o) => name.toLowerCase().includes(o))) : steps;

const results = [];
for (const [name, command] of selected) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const {status} = spawnSync(command, {stdio: 'inherit', shell: true, env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({name, ok: status === 0, seconds});
  if (status !== 0) {
    break;
  }
}

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
}
for (const [name] of selected.slice(results.length)) {
  console.log(`  skip ${name}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);
