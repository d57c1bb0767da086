// Builds the English site with its third-party services configured (Algolia
// DocSearch, Google Analytics) with dummy credentials into build-hosted/, for
// tests/e2e/*-hosted.spec.ts: nothing can reach those services with them,
// which is what the tests need (the requests the site would send, and the
// error screen when search is unreachable).
import {spawnSync} from 'node:child_process';
import hostedBuild from './lib/hosted-build.cjs';

const {HOSTED_BUILD_ENV, HOSTED_BUILD_DIR} = hostedBuild;

const {status} = spawnSync(`npm run build -- --locale en --out-dir ${HOSTED_BUILD_DIR}`, {
  stdio: 'inherit',
  shell: true,
  // Production builds write no persistent cache (docusaurus.config.ts); this stays off even if that changes: its
  // name would be the same as the regular English build's, and Rspack's cache does not notice that this build's
  // loaders differ (search mode, Ask AI styles), so the two builds would reuse each other's modules.
  env: {...process.env, ...HOSTED_BUILD_ENV, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
});
process.exit(status ?? 1);
