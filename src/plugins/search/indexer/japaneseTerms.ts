/**
 * Words Japanese readers type that a page's own text may not contain, added to the page's index entry: the
 * title's katakana words without their final long vowel (the style guide writes ブラウザー, readers often type
 * ブラウザ), and, from the style guide's glossary (i18n/ja/STYLE.md §5), for each term of the title, the
 * English term and the variants the guide rules out (「スウィズル」, 「構文ハイライト」…), which readers still use.
 */

export type GlossaryEntry = {
  /** The English term(s): `sidebar`, `navbar`, `navigation bar`. */
  readonly english: readonly string[];
  /** The Japanese term(s) the guide uses. */
  readonly japanese: readonly string[];
  /** Variants the guide rules out. */
  readonly avoided: readonly string[];
};

const KATAKANA = '\\u30A0-\\u30FF';

/** The text with every katakana word's final ー dropped (ブラウザー対応 → ブラウザ対応), if that changes it. */
export function withoutFinalLongVowels(text: string): string | null {
  const dropped = text.replace(new RegExp(`[${KATAKANA}]+ー(?![${KATAKANA}])`, 'g'), (word) => word.slice(0, -1));
  return dropped === text ? null : dropped;
}

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The glossary of the style guide: the rows of the three-column tables (英語 | 日本語 | 備考) of its §5. */
export function parseGlossary(styleGuide: string): GlossaryEntry[] {
  const start = styleGuide.indexOf('\n## 5.');
  const end = styleGuide.indexOf('\n## ', start + 1);
  const section = styleGuide.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(英語|---)/.test(line))
    .map(cells)
    .filter((row) => row.length === 3)
    .map(([english = '', japanese = '', notes = '']) => ({
      english: english
        .replace(/（[^）]*）/g, '')
        .split(/\s*[/,]\s*/)
        .map((term) => term.replace(/`/g, '').trim().toLowerCase())
        .filter(Boolean),
      japanese: japanese
        .split('、')
        .map((term) => term.replace(/`/g, '').trim())
        .filter((term) => term.length >= 2),
      avoided: /使わない/.test(notes) ? [...notes.matchAll(/「([^」]+)」(?=[^。]*使わない)/g)].map((m) => m[1]!) : [],
    }))
    .filter((entry) => entry.japanese.length > 0);
}

/** The words to add to a Japanese page titled `title`, each once, none already in the title. */
export function japaneseKeywords(title: string, glossary: readonly GlossaryEntry[]): string[] {
  const words = new Set<string>();
  const variant = withoutFinalLongVowels(title);
  if (variant) words.add(variant);
  for (const entry of glossary) {
    if (!entry.japanese.some((term) => title.includes(term))) continue;
    for (const word of [...entry.english, ...entry.avoided]) words.add(word);
  }
  return [...words].filter((word) => !title.includes(word));
}
