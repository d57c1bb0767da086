/**
 * "Since" and "removed" badges of the API reference's option tables (`<APITable name="…">`): an option is new in a
 * version when the previous hosted version's table lacks it, and removed in the next one when that version's table
 * does. Computed from the English tables of the hosted versions (the same first cells in every language), which
 * tests/api-docs compares with the installed packages of Canary and of 3.9.2.
 */

/** The option names of each `<APITable name="…">` of a page (the first cell of each row, `name` in backticks). */
export function tableNames(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const match of markdown.matchAll(/<APITable\s+name="([^"]+)"[^>]*>([\s\S]*?)<\/APITable>/g)) {
    const names = match[2]!
      .split('\n')
      .filter((line) => line.trim().startsWith('|'))
      .slice(2) // header and separator rows
      .map((line) => line.split(/(?<!\\)\|/)[1]?.trim() ?? '')
      .map((cell) => cell.match(/^`([^`]+)`$/)?.[1] ?? `⚠ malformed first cell: ${cell}`);
    tables.set(match[1]!, [...(tables.get(match[1]!) ?? []), ...names]);
  }
  return tables;
}

/** A row's badge: the minor version ("3.10") an option appeared in, or disappeared in. */
export type Badge = {readonly since: string} | {readonly removed: string};

/**
 * The badges of one page's tables, by table name then option name. `previous` and `next` are the same page in the
 * neighbouring hosted versions with their minor versions (null: no such version, or no such page there; a page
 * without the table says nothing either: the table moved, not its options).
 */
export function tableBadges(
  page: Map<string, string[]>,
  {
    previous,
    next,
    minor,
  }: {
    readonly previous: Map<string, string[]> | null;
    readonly next: {readonly tables: Map<string, string[]>; readonly minor: string} | null;
    /** This version's minor version. */
    readonly minor: string;
  },
): Map<string, Record<string, Badge>> {
  const result = new Map<string, Record<string, Badge>>();
  for (const [table, names] of page) {
    const badges: Record<string, Badge> = {};
    const before = previous?.get(table);
    const after = next?.tables.get(table);
    for (const name of names) {
      if (after && !after.includes(name)) badges[name] = {removed: next!.minor};
      else if (before && !before.includes(name)) badges[name] = {since: minor};
    }
    if (Object.keys(badges).length > 0) result.set(table, badges);
  }
  return result;
}

/** "3.9.2" → "3.9". */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}
