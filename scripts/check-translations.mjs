// `npm run check:translations`: every translation is complete, in step with
// its English source and structurally the same (src/plugins/translation/check).
// The English messages of the JSON files come from
// `docusaurus write-translations --locale en --override`, written to a
// temporary i18n/en folder that is removed afterwards.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {check, defaultLocale, rootsOf, siteDir, translatedLocales} from './lib/translation-context.mjs';

const englishJsonDir = path.join(siteDir, 'i18n', defaultLocale);
if (fs.existsSync(englishJsonDir)) {
  console.error(
    `${path.relative(siteDir, englishJsonDir)} exists: this check writes the English messages there and removes them. Move it away first.`,
  );
  process.exit(2);
}

let failed = false;
try {
  const run = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', defaultLocale, '--override'], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error('docusaurus write-translations failed');
  }
  for (const locale of translatedLocales) {
    const {checked, problems} = check.checkLocale({siteDir, locale, roots: rootsOf(locale), englishJsonDir});
    console.log(`[${locale}] ${checked} translated files checked, ${problems.length} problem(s)`);
    for (const problem of problems) console.log(`  ✗ ${problem}`);
    failed ||= problems.length > 0;
  }
} finally {
  fs.rmSync(englishJsonDir, {recursive: true, force: true});
}
process.exit(failed ? 1 : 0);
