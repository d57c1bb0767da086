import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES, disabledPatches} from '../../config/patches';
import {ledgerTable, withLedgerTable} from '../../scripts/lib/ledger-table';

const root = path.resolve(__dirname, '../..');

describe('the patch ledger', () => {
  it('ARCHITECTURE.md shows the current ledger (run node scripts/patch-ledger.mjs)', () => {
    const doc = fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
    expect(doc).toContain(ledgerTable(PATCHES));
  });

  it('has a folder for every patch, and a patch for every folder', () => {
    const folders = fs
      .readdirSync(path.join(root, 'src/framework-patches'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name !== 'swizzle-guard')
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(PATCHES.map((patch) => patch.name).sort());
  });

  it('records a measured gain with its date, or the test that shows the defect it fixes', () => {
    for (const patch of PATCHES) {
      if (patch.gain.kind === 'measured') expect(patch.gain.date, patch.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(fs.existsSync(path.join(root, patch.gain.test)), `${patch.name}: ${patch.gain.test}`).toBe(true);
    }
  });

  it('DISABLE_PATCHES takes only patch names', () => {
    expect([...disabledPatches(' route-sections , prism-on-demand')]).toEqual(['route-sections', 'prism-on-demand']);
    expect(() => disabledPatches('route-section')).toThrow(/names no patch called route-section/);
  });

  it('replaces the table between its markers', () => {
    const doc = 'intro\n<!-- ledger:start -->\nold\n<!-- ledger:end -->\noutro';
    expect(withLedgerTable(doc, '<!-- ledger:start -->\nnew\n<!-- ledger:end -->')).toBe(
      'intro\n<!-- ledger:start -->\nnew\n<!-- ledger:end -->\noutro',
    );
  });
});
