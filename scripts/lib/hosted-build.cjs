// The hosted test build: the English site built with the third-party services
// a deployment may configure (Algolia DocSearch, Google Analytics), using
// dummy credentials. Where it is written and its environment are shared by
// scripts/build-hosted.mjs, playwright.config.ts and the `*-hosted.spec.ts`
// tests. CommonJS so that both the ESM scripts and the Playwright files can load it.
const HOSTED_BUILD_DIR = 'build-hosted';

const DUMMY_ALGOLIA = {
  ALGOLIA_APP_ID: 'DUMMYAPPID',
  ALGOLIA_API_KEY: 'dummy-search-only-key',
  ALGOLIA_INDEX_NAME: 'docusaurus-dummy',
  ALGOLIA_ASSISTANT_ID: 'dummy-assistant',
};

/** A tracking id of the Google tag's format that belongs to nobody: the tests intercept every request it would cause. */
const TEST_GTAG_TRACKING_ID = 'G-E2ETEST000';

const HOSTED_BUILD_ENV = {...DUMMY_ALGOLIA, GTAG_TRACKING_ID: TEST_GTAG_TRACKING_ID};

module.exports = {HOSTED_BUILD_DIR, DUMMY_ALGOLIA, TEST_GTAG_TRACKING_ID, HOSTED_BUILD_ENV};
