// The patch ledger (config/patches.ts) as a Markdown table, for ARCHITECTURE.md.
import type {Patch} from '../../config/patches';

export const LEDGER_START = '<!-- ledger:start -->';
export const LEDGER_END = '<!-- ledger:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One row per patch: what it changes, what it waits for, when it goes, and what it buys. */
export function ledgerTable(patches: readonly Patch[]): string {
  const rows = patches.map((patch) => {
    const gain =
      patch.gain.kind === 'measured'
        ? `${patch.gain.figures} (measured ${patch.gain.date})`
        : `fixes: ${patch.gain.defect} (test: \`${patch.gain.test}\`)`;
    return `| \`${patch.name}\` | ${patch.mechanism} | ${cell(patch.changes)} | ${cell(patch.upstream)} | ${cell(patch.removeWhen)} | ${cell(gain)} |`;
  });
  return [
    LEDGER_START,
    '| patch | mechanism | what it changes in Docusaurus | waits for | remove when | what it buys |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    LEDGER_END,
  ].join('\n');
}

/** `document` with the text between the ledger markers replaced by `table` (markers included). */
export function withLedgerTable(document: string, table: string): string {
  const start = document.indexOf(LEDGER_START);
  const end = document.indexOf(LEDGER_END);
  if (start < 0 || end < start) return `${document.trimEnd()}\n\n${table}\n`;
  return document.slice(0, start) + table + document.slice(end + LEDGER_END.length);
}
