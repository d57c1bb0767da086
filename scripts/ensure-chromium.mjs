// Makes sure a Chromium is available for the browser tests, installing
// Debian's package when we are root on Debian/Ubuntu. Never downloads a
// browser build of its own (that fails on closed networks).
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {HEADLESS_SHELL_PATHS, findChromium, hasPlaywrightChromium} from './lib/chromium.cjs';

function isRootOnDebian() {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

const headlessShell = () => HEADLESS_SHELL_PATHS.find((p) => fs.existsSync(p));

let found = findChromium();
const wanted = found ? !headlessShell() : !hasPlaywrightChromium();
if (wanted && !process.env.CHROMIUM_PATH && isRootOnDebian()) {
  // The headless shell runs the functional tests about twice as fast; the full browser takes the screenshots.
  console.log('Installing Debian packages chromium, chromium-headless-shell and fonts-noto-cjk…');
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk',
      {stdio: 'inherit'},
    );
  } catch (error) {
    if (!found) throw error;
    console.warn('The packages could not be installed; the tests go on with the browser found.');
  }
  found = findChromium();
}

if (found) {
  console.log(`Chromium: ${found}`);
  const shell = headlessShell();
  console.log(
    shell
      ? `Headless shell for the functional tests: ${shell}`
      : 'No chromium-headless-shell: the functional tests use the full browser (slower).',
  );
} else if (hasPlaywrightChromium()) {
  console.log("Chromium: Playwright's own browser");
} else {
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell fonts-noto-cjk',
      '  - any OS with network access: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at an existing Chromium/Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
