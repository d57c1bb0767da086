import {describe, expect, it} from 'vitest';
import {escapeMalformed} from './escapeMalformed';

describe('escapeMalformed', () => {
  it('leaves well-formed paths alone, escapes included', () => {
    for (const path of ['/docs/installation', '/ja/docs/%E3%83%86', '/blog/100%25', '/docs/a%20b']) {
      expect(escapeMalformed(path)).toBe(path);
    }
  });

  it('escapes an incomplete UTF-8 sequence and a percent sign without two hex digits', () => {
    const repaired = escapeMalformed('/docs/%E0%A4%A');
    expect(repaired).toBe('/docs/%25E0%25A4%25A');
    expect(decodeURI(repaired)).toBe('/docs/%E0%A4%A');
  });

  it('keeps the well-formed characters of a run and escapes only the broken bytes', () => {
    expect(escapeMalformed('/%C3%A9%FF%C3%A9')).toBe('/%C3%A9%25FF%C3%A9');
    expect(escapeMalformed('/%E3%83%86%E3%83')).toBe('/%E3%83%86%25E3%2583');
  });

  it('escapes a lone or trailing percent sign', () => {
    expect(escapeMalformed('/100%')).toBe('/100%25');
    expect(escapeMalformed('#a%zz')).toBe('#a%25zz');
  });

  it('makes every input decodable, only by writing `%` as `%25`, and once is enough', () => {
    for (const input of ['/%', '/%%', '/%ED%A0%80', '/%F0%9F%98', '/x%E0%A4%A%41', '/%C0%AF', '#%E0%A4%A', '/%25%E0']) {
      const repaired = escapeMalformed(input);
      expect(() => decodeURIComponent(repaired), input).not.toThrow();
      expect(repaired.replaceAll('%25', '%'), input).toBe(input.replaceAll('%25', '%'));
      expect(escapeMalformed(repaired), input).toBe(repaired);
    }
  });
});
