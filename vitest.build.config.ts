import {defineConfig} from 'vitest/config';

/**
 * `npm run test:build`: tests of the production build in build/ (run after
 * `npx docusaurus build`, a step of `npm test`). They prove that workarounds
 * of framework internals took effect in the shipped files. Kept out of the
 * plain `npx vitest run`, which runs before the build.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    exclude: ['tests/build/lib/**'],
    globalSetup: ['tests/build/requireBuild.ts'],
    // Some tests read every page of both locales.
    testTimeout: 120_000,
    environment: 'node',
  },
});
