/** A line that opens an admonition with the MDX 1 title syntax (`:::note Title`). */
export type LegacyAdmonitionTitle = {readonly line: number; readonly text: string};

const FENCE = /^\s*(`{3,}|~{3,})/;
// `:::note Title` (also inside block quotes); `:::note[Title]` and `:::note{…}` are the current syntax.
const LEGACY_OPENER = /^\s*(?:>\s*)*:{3,}[A-Za-z][\w-]*[ \t]+\S/;

/**
 * Finds admonition openers followed by a space and text. With `future.v4`
 * (`markdown.mdx1Compat.admonitions: false`) such a line is not an admonition
 * but a paragraph, so the reader sees the raw `:::note Title` and a stray
 * `:::`. Lines inside fenced code blocks are examples and are skipped.
 */
export function findLegacyAdmonitionTitles(source: string): LegacyAdmonitionTitle[] {
  const found: LegacyAdmonitionTitle[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, index) => {
    const marker = FENCE.exec(text)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null;
      return;
    }
    if (fence === null && LEGACY_OPENER.test(text)) found.push({line: index + 1, text: text.trim()});
  });
  return found;
}
