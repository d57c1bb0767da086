import {describe, expect, it} from 'vitest';
import {escapeMalformed} from './escapeMalformed';

describe('escapeMalformed', () => {
  it('leaves well-formed paths alone, escapes included', () => {
    for (const path of ['/docs/installation', '/ja/docs/%E3%83%86', '/blog/100%25', '/docs/a%20b', '#%E3%83%86']) {
      expect(escapeMalformed(path)).toBe(path);
    }
  });

  it('writes every % of a malformed path as %25, so it decodes to the text as typed', () => {
    const repaired = escapeMalformed('/docs/%E0%A4%A');
    expect(repaired).toBe('/docs/%25E0%25A4%25A');
    expect(decodeURI(repaired)).toBe('/docs/%E0%A4%A');
  });

  it('makes every malformed input decodable, and once is enough', () => {
    for (const input of ['/%', '/%%', '/%ED%A0%80', '/%F0%9F%98', '/x%E0%A4%A%41', '/%C0%AF', '#%E0%A4%A', '/100%']) {
      const repaired = escapeMalformed(input);
      expect(decodeURIComponent(repaired), input).toBe(input);
      expect(escapeMalformed(repaired), input).toBe(repaired);
    }
  });
});
