// Finds a Chromium for Playwright, axe and the other browser-based checks.
// Order: $CHROMIUM_PATH, the Debian package, then Playwright's own download.
// CommonJS so that both the ESM scripts and playwright.config.ts can load it.
const fs = require('node:fs');

/** Flags these machines need: no sandbox as root, and no calls to Google's services (the network is closed). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium locations provided by system packages, most common first. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Debian's `chromium-headless-shell`: the same Chromium release built without a window system. Browser contexts
 * open ~4× and pages load ~2× faster with it on two cores, so the functional tests use it when it is installed.
 * Screenshots (tests/visual) and Lighthouse keep the full browser: its text rendering made the baselines.
 */
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * @returns {string | undefined} the executable to launch, or undefined when
 * Playwright should use its own browser (or none is installed at all).
 */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`);
    }
    return fromEnv;
  }
  return SYSTEM_PATHS.find((p) => fs.existsSync(p));
}

/** @returns {boolean} whether Playwright has downloaded its own Chromium on this machine. */
function hasPlaywrightChromium() {
  try {
    const {chromium} = require('playwright-core');
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/**
 * @returns {string | undefined} the headless shell, or the browser findChromium() finds when it is not installed
 * (or when $CHROMIUM_PATH names one browser for everything).
 */
function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return HEADLESS_SHELL_PATHS.find((p) => fs.existsSync(p)) ?? findChromium();
}

/**
 * @param {{headlessShell?: boolean}} [options] headlessShell: prefer the headless shell (tests that neither
 * compare pixels nor measure the browser).
 * @returns {{executablePath?: string, args: string[]}} launch options for Playwright.
 */
function chromiumLaunchOptions({headlessShell = false} = {}) {
  const executablePath = headlessShell ? findHeadlessShell() : findChromium();
  return executablePath ? {executablePath, args: CHROMIUM_ARGS} : {args: CHROMIUM_ARGS};
}

module.exports = {
  CHROMIUM_ARGS,
  HEADLESS_SHELL_PATHS,
  findChromium,
  findHeadlessShell,
  hasPlaywrightChromium,
  chromiumLaunchOptions,
};
