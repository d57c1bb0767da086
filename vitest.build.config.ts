import {defineConfig} from 'vitest/config';

// Tests of the production build (tests/build), run after `docusaurus build`: `npm run test:build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 120_000,
    environment: 'node',
  },
});
