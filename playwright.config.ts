import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/lib/chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests run against the production build served by
 * `docusaurus serve`: build first (`npm run build`), then `npm run test:e2e`.
 */
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 30_000,
  expect: {timeout: 7_000},
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()},
    },
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
