/**
 * What changed in a doc page between two docs versions, from the pages' Markdown: readable blocks of removed and
 * added lines with a little unchanged context, and a count of changed lines for the link on the page.
 * Pure functions: ./sources.ts finds the files, ./remarkChangesLink.ts and ./index.ts use the result.
 */
import {diffArrays} from 'diff';

/**
 * The lines a reader reads: without front matter, MDX `import`/`export` lines and comments, trailing spaces
 * trimmed, runs of blank lines collapsed. Changes to those are not changes to the page's text.
 */
export function readableLines(markdown: string): string[] {
  const body = markdown
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const lines: string[] = [];
  let inCode = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (!inCode && /^(import|export)\s/.test(line)) continue;
    if (line === '' && (lines.length === 0 || lines.at(-1) === '')) continue;
    lines.push(line);
  }
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

export type ChangeBlock =
  | {readonly kind: 'same'; readonly lines: readonly string[]; readonly skipped: number}
  | {readonly kind: 'removed' | 'added'; readonly lines: readonly string[]};

export type PageChanges = {
  /** Removed and added lines that are not blank. */
  readonly changedLines: number;
  readonly added: number;
  readonly removed: number;
  readonly blocks: readonly ChangeBlock[];
};

/** Unchanged lines kept around a change, each side; the rest of an unchanged run is counted, not shown. */
export const CONTEXT_LINES = 2;

const countText = (lines: readonly string[]): number => lines.filter((line) => line.trim() !== '').length;

/** The changes from `before` to `after` (Markdown sources of the same page in two versions). */
export function pageChanges(before: string, after: string): PageChanges {
  const parts = diffArrays(readableLines(before), readableLines(after));
  const blocks: ChangeBlock[] = [];
  let added = 0;
  let removed = 0;
  parts.forEach((part, index) => {
    if (part.added || part.removed) {
      const kind = part.added ? 'added' : 'removed';
      if (kind === 'added') added += countText(part.value);
      else removed += countText(part.value);
      blocks.push({kind, lines: part.value});
      return;
    }
    const lines = part.value;
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? [] : lines.slice(0, CONTEXT_LINES);
    const tail = last ? [] : lines.slice(Math.max(head.length, lines.length - CONTEXT_LINES));
    const skipped = lines.length - head.length - tail.length;
    if (head.length > 0) blocks.push({kind: 'same', lines: head, skipped: 0});
    if (skipped > 0) blocks.push({kind: 'same', lines: [], skipped});
    if (tail.length > 0) blocks.push({kind: 'same', lines: tail, skipped: 0});
  });
  return {changedLines: added + removed, added, removed, blocks};
}
