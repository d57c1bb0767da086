// Builds the English site in hosted search mode (Algolia DocSearch) with dummy
// credentials into build-hosted/, for tests/e2e/search-hosted.spec.ts: nothing
// can reach Algolia with them, which is what those tests need (the request a
// search would send, and the error screen when the service is unreachable).
import {spawnSync} from 'node:child_process';
import hostedBuild from './lib/hosted-build.cjs';

const {DUMMY_ALGOLIA, HOSTED_BUILD_DIR} = hostedBuild;

const {status} = spawnSync(`npx docusaurus build --locale en --out-dir ${HOSTED_BUILD_DIR}`, {
  stdio: 'inherit',
  shell: true,
  env: {...process.env, ...DUMMY_ALGOLIA},
});
process.exit(status ?? 1);
