import {describe, expect, it} from 'vitest';
import {shortChunkNames} from './shortChunkNames';

describe('shortChunkNames', () => {
  it('keeps the shortest unique prefix, at least four characters', () => {
    const short = shortChunkNames(['0014f26c', '0067a834', '006ed3d6', 'ffaffea5']);
    expect(Object.fromEntries(short)).toEqual({
      '0014f26c': '0014',
      '0067a834': '0067',
      '006ed3d6': '006e',
      ffaffea5: 'ffaf',
    });
  });

  it('lengthens names that share a prefix, and keeps every short name distinct', () => {
    const names = ['abcdef01', 'abcdef02', 'abcdef012', 'abc00000', 'b0000000'];
    const short = shortChunkNames(names);
    expect(short.get('abcdef01')).toBe('abcdef01');
    expect(short.get('abcdef012')).toBe('abcdef012');
    expect(short.get('abcdef02')).toBe('abcdef02');
    expect(short.get('abc00000')).toBe('abc0');
    expect(new Set(short.values()).size).toBe(names.length);
  });

  it('gives a name the same short form when unrelated names come and go', () => {
    const before = shortChunkNames(['12345678', 'abcdef01', 'fedcba98']);
    const after = shortChunkNames(['12345678', 'abcdef01', '77777777', '3210aaaa']);
    expect(after.get('12345678')).toBe(before.get('12345678'));
    expect(after.get('abcdef01')).toBe(before.get('abcdef01'));
  });
});
