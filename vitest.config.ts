import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/api-docs/**/*.test.ts',
      'tests/build/lib/**/*.test.ts',
    ],
    testTimeout: 30_000,
    environment: 'node',
  },
});
