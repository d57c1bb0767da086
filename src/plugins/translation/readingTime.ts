import type {ReadingTimeFunctionOption} from '@docusaurus/plugin-content-blog';

/**
 * Japanese is read by characters, not words: about 500 characters a minute
 * for technical prose (a middle value of the 400–600 characters a minute
 * usually quoted for adult readers of Japanese). Word segmentation, which the
 * default reading time relies on, splits Japanese into many short "words" and
 * overestimates the time.
 */
export const JAPANESE_CHARACTERS_PER_MINUTE = 500;

/** Kana, CJK ideographs (with extension A and compatibility ones), the iteration mark and the long vowel mark. */
const CJK_CHARACTER = /[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;

/** Number of Japanese characters in a text. */
export function countCjkCharacters(text: string): number {
  return text.match(CJK_CHARACTER)?.length ?? 0;
}

/**
 * Reading time in minutes: Japanese characters at
 * `JAPANESE_CHARACTERS_PER_MINUTE`, plus the rest (code, English names)
 * with the blog plugin's default word-based estimate.
 */
export const readingTime: ReadingTimeFunctionOption = ({content, locale, frontMatter, defaultReadingTime}) => {
  const cjk = countCjkCharacters(content);
  if (cjk === 0) return defaultReadingTime({content, locale, frontMatter});
  const rest = content.replace(CJK_CHARACTER, ' ');
  return cjk / JAPANESE_CHARACTERS_PER_MINUTE + defaultReadingTime({content: rest, locale: 'en', frontMatter});
};
