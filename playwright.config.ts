import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.cjs';
import {HOSTED_BUILD_DIR} from './scripts/lib/hosted-build.cjs';
import {withoutLanguageSuggestion} from './tests/e2e/siteStorage';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const hostedPort = port + 1;
const hostedBaseURL = `http://127.0.0.1:${hostedPort}`;
// Functional tests run in the headless shell when it is installed (scripts/lib/chromium.cjs); screenshots in the
// full browser that made the baselines.
const testBrowser = chromiumLaunchOptions({headlessShell: true});
const screenshotBrowser = chromiumLaunchOptions();

/**
 * The `*-hosted.spec.ts` specs run against a second build made with dummy
 * Algolia and analytics credentials (`node scripts/build-hosted.mjs`, a step of `npm test`).
 */
const hostedBuilt = fs.existsSync(`${HOSTED_BUILD_DIR}/index.html`);
if (!hostedBuilt) {
  console.warn(
    `[e2e] ${HOSTED_BUILD_DIR}/ not found: tests/e2e/*-hosted.spec.ts are left out (run node scripts/build-hosted.mjs).`,
  );
}

/**
 * End-to-end tests run against the production build served by
 * `docusaurus serve`: build first (`npm run build`), then `npm run test:e2e`.
 */
export default defineConfig({
  testDir: './tests/e2e',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // CI machines are slower and busier than a developer's (two Chromiums on two cores beside the server): a wait
    // that ends in time here ran out there. Waits are not timings: a longer one only slows a failing test.
    timeout: process.env.CI ? 15_000 : 7_000,
    toHaveScreenshot: {
      // Same Chromium, fonts and build on every run: pixels match exactly, but
      // for rare anti-aliasing differences at glyph edges. 0.2 % of a
      // 1280×800 view is ~2,000 pixels; a changed colour, margin or font size
      // changes far more (a code block's background alone is tens of thousands).
      maxDiffPixelRatio: 0.002,
      // Per-pixel colour tolerance (pixelmatch, 0 to 1; Playwright's default 0.2
      // let a dark code-block background change pass unnoticed).
      threshold: 0.02,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  timeout: process.env.CI ? 60_000 : 30_000,
  fullyParallel: true,
  // One browser at a time on two cores: timing-sensitive specs fail now and then beside a second one. npm test takes
  // the screenshots two at a time in a step of their own (scripts/run-tests.mjs).
  workers: 1,
  // A failed test runs once more, with a trace (below). A failure that repeats fails the run; one that does not is
  // listed as flaky in the summary: a race to fix.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL,
    // Recording a trace of every test cost a quarter of the functional tests' time (DOM snapshots and a screencast of
    // each action): only the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: testBrowser,
    // Browsers here prefer English; on /ja/ pages the language suggestion would cover the bottom of the window.
    // tests/e2e/language-suggestion.spec.ts starts from empty storage.
    storageState: withoutLanguageSuggestion([baseURL, hostedBaseURL]),
  },
  projects: [
    {
      // Screenshot comparison of every page template (tests/visual/__screenshots__).
      name: 'visual',
      testDir: './tests/visual',
      // After the end-to-end tests: the two never compete for the two cores.
      dependencies: ['chromium', 'fixtures'],
      use: {...devices['Desktop Chrome'], launchOptions: screenshotBrowser, serviceWorkers: 'block'},
    },
    {
      name: 'chromium',
      testIgnore: [/-hosted\.spec\.ts$/, '**/fixtures/**'],
      use: {...devices['Desktop Chrome'], launchOptions: testBrowser},
    },
    {
      // The fixture pages under /tests (`_dogfooding/`) and the framework behaviours they prove:
      // one spec per fixture area in tests/e2e/fixtures/.
      name: 'fixtures',
      testDir: './tests/e2e/fixtures',
      use: {...devices['Desktop Chrome'], launchOptions: testBrowser},
    },
    ...(hostedBuilt
      ? [
          {
            name: 'hosted',
            testMatch: /-hosted\.spec\.ts$/,
            use: {...devices['Desktop Chrome'], baseURL: hostedBaseURL, launchOptions: testBrowser},
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(hostedBuilt
      ? [
          {
            command: `npx docusaurus serve --dir ${HOSTED_BUILD_DIR} --no-open --host 127.0.0.1 --port ${hostedPort}`,
            url: hostedBaseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
