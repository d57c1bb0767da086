// `npm run check:swizzles`: every ejected theme file is still a copy of the
// upstream source it was ejected from, every wrapper's upstream details are
// unchanged, and every name imported from @docusaurus/theme-common/internal
// still exists (logic and manifest in scripts/swizzles/).
// `npm run check:swizzles -- --update [id…]` records the version and SHA-256
// of the installed upstream files (all changed ones, or the records named).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {checkSwizzles, formatReport, updateRecords} = jiti('./swizzles/check.ts');

const args = process.argv.slice(2);
if (args[0] === '--update') {
  const updated = updateRecords(siteDir, args.slice(1));
  console.log(
    updated.length > 0
      ? `Recorded upstream files:\n${updated.map((u) => `  ${u}`).join('\n')}`
      : 'Nothing to record: every recorded hash matches the installed packages.',
  );
} else if (args.length > 0) {
  console.error(`Unknown arguments: ${args.join(' ')} (use --update [id…])`);
  process.exit(2);
}

const {ok, lines} = formatReport(checkSwizzles(siteDir));
console.log(`Swizzles and internal imports (scripts/swizzles/manifest.ts):\n${lines.join('\n')}`);
process.exit(ok ? 0 : 1);
