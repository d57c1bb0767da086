// `npm run translations:mark -- <translated files…>`: records that these
// translations are up to date with the current content of their English
// sources (i18n/<locale>/translated-from.json). `--new` records every
// translation not yet listed. Entries of deleted translations are dropped.
import fs from 'node:fs';
import path from 'node:path';
import {check, manifest, rootsOf, siteDir, translatedLocales} from './lib/translation-context.mjs';

const args = process.argv.slice(2);
const markNew = args.includes('--new');
const files = args
  .filter((a) => a !== '--new')
  .map((f) => path.relative(siteDir, path.resolve(f)).split(path.sep).join('/'));
const unknown = new Set(files);

for (const locale of translatedLocales) {
  const current = check.currentSourceHashes(siteDir, rootsOf(locale));
  const before = check.readManifest(siteDir, locale);
  const selected = [...current.keys()].filter((t) => unknown.has(t) || (markNew && !before[t]));
  selected.forEach((t) => unknown.delete(t));
  const next = manifest.markUpToDate(before, current, selected);
  fs.writeFileSync(check.manifestPath(siteDir, locale), `${JSON.stringify(next, null, 2)}\n`);
  console.log(`[${locale}] ${selected.length} translation(s) marked up to date; ${Object.keys(next).length} recorded`);
}
if (unknown.size) {
  console.error(`Not translated content files: ${[...unknown].join(', ')}`);
  process.exit(1);
}
