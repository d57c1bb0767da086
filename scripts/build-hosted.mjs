// Builds the English site with its third-party services configured (Algolia
// DocSearch, Google Analytics) with dummy credentials into build-hosted/, for
// tests/e2e/*-hosted.spec.ts: nothing can reach those services with them,
// which is what the tests need (the requests the site would send, and the
// error screen when search is unreachable).
import {spawnSync} from 'node:child_process';
import hostedBuild from './lib/hosted-build.cjs';

const {HOSTED_BUILD_ENV, HOSTED_BUILD_DIR} = hostedBuild;

const {status} = spawnSync(`npx docusaurus build --locale en --out-dir ${HOSTED_BUILD_DIR}`, {
  stdio: 'inherit',
  shell: true,
  env: {...process.env, ...HOSTED_BUILD_ENV},
});
process.exit(status ?? 1);
