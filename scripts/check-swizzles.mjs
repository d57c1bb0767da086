// `npm run check:swizzles`: every ejected theme file is still a copy of the upstream source it was ejected from,
// every wrapper's upstream details are unchanged, every override of a theme component is recorded, and every name
// imported from @docusaurus/theme-common/internal still exists (logic and manifest in
// src/framework-patches/swizzle-guard/; the build runs the same check when it starts).
// `npm run check:swizzles -- --update <id> [id…]` records the version and SHA-256 of the installed upstream files of
// the records named, once their site files have been brought in line (at least one name: a bare --update would
// silence every failure at once).
// `npm run check:swizzles -- --map` prints each overridden component's chain, from @theme/X down to upstream.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {checkSwizzles, formatReport, updateRecords} = jiti('../src/framework-patches/swizzle-guard/check.ts');
const {overrideChains} = jiti('../src/framework-patches/swizzle-guard/overrideMap.ts');

const [command, ...rest] = process.argv.slice(2);
if (command === '--map') {
  const {plugins} = jiti('../config/plugins.ts');
  const localPlugins = plugins
    .map((entry) => (Array.isArray(entry) ? entry[0] : entry))
    .filter((p) => p.startsWith('./'));
  for (const {component, chain} of overrideChains(siteDir, localPlugins)) {
    console.log(`@theme/${component}\n${chain.map((step) => `  → ${step}`).join('\n')}`);
  }
  process.exit(0);
}
if (command === '--update') {
  if (rest.length === 0) {
    const changed = checkSwizzles(siteDir).changes.map((c) => JSON.stringify(c.record.id));
    console.error(
      'Name the records to update, after checking each against its new upstream:\n' +
        `  npm run check:swizzles -- --update ${changed.length > 0 ? [...new Set(changed)].join(' ') : '<id> …'}`,
    );
    process.exit(2);
  }
  const updated = updateRecords(siteDir, rest);
  console.log(`Recorded upstream files:\n${updated.map((u) => `  ${u}`).join('\n')}`);
} else if (command !== undefined) {
  console.error(`Unknown arguments: ${process.argv.slice(2).join(' ')} (use --update <id> [id…], or --map)`);
  process.exit(2);
}

const {ok, lines} = formatReport(checkSwizzles(siteDir));
console.log(
  `Overrides of theme components and internal imports (src/framework-patches/swizzle-guard/manifest.ts):\n${lines.join('\n')}`,
);
process.exit(ok ? 0 : 1);
