import path from 'node:path';
import {defineConfig} from 'vitest/config';

/**
 * The framework-errors step of `npm test` (`npx vitest run --config tests/framework-errors/vitest.config.ts`):
 * kept out of the unit step because its cases build a fixture site, which takes tens of seconds each.
 */
export default defineConfig({
  test: {
    name: 'framework-errors',
    root: path.resolve(__dirname, '../..'),
    include: ['tests/framework-errors/**/*.test.ts'],
    globalSetup: ['tests/framework-errors/globalSetup.ts'],
    // The cases share one fixture site (and its .docusaurus folder): one file at a time.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
