// node scripts/patch-ledger.mjs — writes the patch ledger of config/patches.ts into ARCHITECTURE.md
// (tests/unit/patch-ledger.test.ts fails when the table there is out of date).
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {PATCHES} = jiti('../config/patches.ts');
const {ledgerTable, withLedgerTable} = jiti('./lib/ledger-table.ts');

const file = path.join(root, 'ARCHITECTURE.md');
fs.writeFileSync(file, withLedgerTable(fs.readFileSync(file, 'utf8'), ledgerTable(PATCHES)));
console.log(`ARCHITECTURE.md: the ledger of ${PATCHES.length} patches written.`);
