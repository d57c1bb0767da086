// Makes sure a Chromium is available for the browser tests, installing
// Debian's package when we are root on Debian/Ubuntu. Never downloads a
// browser build of its own (that fails on closed networks).
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {findChromium, hasPlaywrightChromium} from './lib/chromium.cjs';

function isRootOnDebian() {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

let found = findChromium();
if (!found && !hasPlaywrightChromium() && isRootOnDebian()) {
  console.log('No Chromium found: installing Debian packages chromium and fonts-noto-cjk…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
  found = findChromium();
}

if (found) {
  console.log(`Chromium: ${found}`);
} else if (hasPlaywrightChromium()) {
  console.log("Chromium: Playwright's own browser");
} else {
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk',
      '  - any OS with network access: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at an existing Chromium/Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
