/**
 * The words of queries, titles, paths and marked excerpts as the search ranking (./ranking.ts) compares them: one
 * normal form, Japanese cut into words, and whether one word is a form of another.
 */

/**
 * Lower case, without punctuation, `@docusaurus/`, a file name's extension (`sidebars.js` is the sidebars file) or a
 * final long-vowel mark (ブラウザー and ブラウザ are one word).
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/@docusaurus\//g, '')
    .replace(/\.(?:js|jsx|ts|tsx|json|md|mdx|ya?ml)(?![\p{L}\p{N}])/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/ー(?= |$)/g, '')
    .trim();
}

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u;
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ja', {granularity: 'word'}) : null;

/**
 * The words of a text, normalized. Japanese has no spaces: its words come from the browser's segmenter, without the
 * one-kana particles (の, を…) and without a final long-vowel mark (サイドバーの自動生成 → サイドバ, 自動, 生成).
 */
export function wordsOf(text: string): string[] {
  const normalized = normalize(text);
  if (!segmenter || !JAPANESE.test(normalized)) return normalized.split(' ').filter(Boolean);
  const words: string[] = [];
  for (const {segment, isWordLike} of segmenter.segment(normalized)) {
    if (!isWordLike || /^\p{Script=Hiragana}$/u.test(segment)) continue;
    // The segmenter cuts katakana compounds (サイド + バー): one word to a reader.
    const previous = words.at(-1);
    if (previous && KATAKANA_WORD.test(previous) && KATAKANA_WORD.test(segment)) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words.map((word) => word.replace(/ー$/, ''));
}

/** Whether a marked word is the query term (or a form of it), not a fragment such as `x` for `xylophone`. */
export function isRealMatch(marked: string, term: string): boolean {
  const m = normalize(marked).replace(/ /g, '');
  const t = normalize(term).replace(/ /g, '');
  if (t.length === 0 || m.length === 0) return false;
  // A one-character word is a word in Japanese (型, 図), a fragment in English (`x` for `xylophone`).
  if (m.includes(t)) return m.length >= 2 || /[^\p{Script=Latin}\d]/u.test(t);
  // A stem is at least two characters in Japanese, three in English (`in` is no form of `install`).
  const shortest = /[^\p{Script=Latin}\d]/u.test(t) ? 2 : 3;
  if (m.length < shortest) return false;
  let common = 0;
  while (common < Math.min(m.length, t.length) && m[common] === t[common]) common += 1;
  // A stem shared by both (plural, conjugation, a compound's first word): most of the shorter of the two.
  return (
    common >= shortest && common >= 0.6 * Math.min(m.length, t.length) && (t.includes(m) || common >= 0.6 * t.length)
  );
}

/** The words of a page's own path below its section (`/docs/next/migration/v3` → `migration v3`). */
export function slugWords(url: string): string[] {
  const path = url
    .split(/[?#]/)[0]!
    .replace(/^\/ja(?=\/)/, '')
    .replace(/^\/(?:docs|blog|community|changelog)(?:\/(?:next|\d+\.\d+\.\d+))?(?=\/|$)/, '')
    .replace(/^\/api(?=\/)/, '');
  return wordsOf(path);
}
