// Loads the TypeScript modules of src/plugins/translation/check (with jiti,
// as Docusaurus loads its config) and the site's locales and versions.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url, {interopDefault: true});

export const check = jiti('../../src/plugins/translation/check/run.ts');
export const manifest = jiti('../../src/plugins/translation/check/manifest.ts');
const {localizedRoots} = jiti('../../src/plugins/translation/localizedRoots.ts');
const {defaultLocale, locales} = jiti('../../config/i18n.ts');
const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

export {defaultLocale};
export const translatedLocales = locales.filter((l) => l !== defaultLocale);

/** The translated folders of one locale and the English folders they mirror. */
export function rootsOf(locale) {
  return localizedRoots({locales: [defaultLocale, locale], defaultLocale, versions});
}
