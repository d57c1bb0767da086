import {describe, expect, it} from 'vitest';
import {countCjkCharacters, JAPANESE_CHARACTERS_PER_MINUTE, readingTime} from './readingTime';

/** The default estimate of the blog plugin at its default rate, for words only. */
const wordsAt300 = ({content}: {content: string}): number =>
  content.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length / 300;

describe('countCjkCharacters', () => {
  it('counts kana and kanji, not Latin letters, digits or punctuation', () => {
    expect(countCjkCharacters('Docusaurus のサイトを 2 つ作成します。')).toBe(11);
    expect(countCjkCharacters('Hello, world!')).toBe(0);
  });
});

describe('readingTime', () => {
  const call = (content: string, locale: string): number =>
    readingTime({content, locale, frontMatter: {}, defaultReadingTime: wordsAt300}) ?? Number.NaN;

  it('counts Japanese text by characters', () => {
    const text = 'あ'.repeat(JAPANESE_CHARACTERS_PER_MINUTE * 3);
    expect(call(text, 'ja')).toBeCloseTo(3);
  });

  it('adds the word-based time of the Latin text around it', () => {
    const text = `${'漢'.repeat(JAPANESE_CHARACTERS_PER_MINUTE)} ${'word '.repeat(300)}`;
    expect(call(text, 'ja')).toBeCloseTo(2);
  });

  it('leaves English posts to the default estimate', () => {
    expect(call('word '.repeat(600), 'en')).toBeCloseTo(2);
  });
});
