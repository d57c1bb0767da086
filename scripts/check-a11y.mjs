// Runs axe-core (WCAG 2.2 A and AA rules) on every page template of the
// served build, in light and dark mode, in both locales. Prints each
// violation with the elements involved; exits non-zero if any is found, or if
// the build lacks a template that is not marked optional (page-templates.mjs).
import {chromium} from '@playwright/test';
import {AxeBuilder} from '@axe-core/playwright';
import {chromiumLaunchOptions} from './lib/chromium.cjs';
import {requireBuild} from './lib/build-files.mjs';
import {isBuilt} from './lib/existing-route.mjs';
import {PAGE_TEMPLATES, jaPath} from './lib/page-templates.mjs';
import {serveBuild} from './lib/serve.mjs';
import {missingTemplatesMessage, planTemplateViews} from './lib/template-coverage.mjs';

const PORT = Number(process.env.CHECK_PORT ?? 3103);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

requireBuild();
const plan = planTemplateViews(PAGE_TEMPLATES, [(route) => route, jaPath], isBuilt);
if (plan.missing.length) {
  console.error(missingTemplatesMessage(plan.missing));
  process.exit(1);
}
const views = plan.views.flatMap(({url}) => ['light', 'dark'].map((colorScheme) => ({url, colorScheme})));

const server = await serveBuild(PORT);
// Rendering-independent checks: the headless shell, when installed, is faster (scripts/lib/chromium.cjs).
const browser = await chromium.launch(chromiumLaunchOptions({headlessShell: true}));
let violations = 0;
let checked = 0;

/** Checks one page view and prints its violations; returns how many it found. */
async function checkView({url, colorScheme}) {
  const context = await browser.newContext({colorScheme, reducedMotion: 'reduce'});
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}${url}`, {waitUntil: 'networkidle'});
    // Check the page a reader uses: after React has hydrated it (effects have run).
    await page
      .waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000})
      .catch((error) => {
        throw new Error(`[${colorScheme}] ${url} did not hydrate within 30 s`, {cause: error});
      });
    const {violations: found} = await new AxeBuilder({page}).withTags(TAGS).analyze();
    for (const v of found) {
      console.log(`\n[${colorScheme}] ${url} — ${v.id} (${v.impact}): ${v.help}`);
      for (const node of v.nodes.slice(0, 5)) {
        console.log(`    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`);
      }
    }
    return found.length;
  } finally {
    await context.close();
  }
}

try {
  // A few views at a time: the machine has two cores and the pages are static.
  const queue = [...views];
  await Promise.all(
    Array.from({length: 3}, async () => {
      for (let view = queue.shift(); view; view = queue.shift()) {
        violations += await checkView(view);
        checked += 1;
      }
    }),
  );
} finally {
  await browser.close();
  server.stop();
}
for (const {name, url, reason} of plan.optionalMisses)
  console.log(`Optional template not built (skipped): ${name} ${url}: ${reason}`);
console.log(`Accessibility: ${checked} page views checked; violations: ${violations}`);
process.exit(violations === 0 ? 0 : 1);
