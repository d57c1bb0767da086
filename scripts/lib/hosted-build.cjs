// The hosted-search test build: where it is written and the dummy Algolia
// credentials it is built with (shared by scripts/build-hosted.mjs,
// playwright.config.ts and tests/e2e/search-hosted.spec.ts). CommonJS so that
// both the ESM scripts and the Playwright files can load it.
const HOSTED_BUILD_DIR = 'build-hosted';

const DUMMY_ALGOLIA = {
  ALGOLIA_APP_ID: 'DUMMYAPPID',
  ALGOLIA_API_KEY: 'dummy-search-only-key',
  ALGOLIA_INDEX_NAME: 'docusaurus-dummy',
  ALGOLIA_ASSISTANT_ID: 'dummy-assistant',
};

module.exports = {HOSTED_BUILD_DIR, DUMMY_ALGOLIA};
