import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../../utils/colorContrast';
import {AA_RATIO, formatRatio, primaryContrast} from './advice';

describe('primaryContrast', () => {
  it('rates the light default on white AA, with no suggestion', () => {
    const result = primaryContrast('#2e8555', '#ffffff');
    expect(result).toEqual({ratio: expect.closeTo(4.563, 3), rating: 'AA'});
    expect('suggestion' in result).toBe(false);
  });

  it('rates the dark default on its background AAA', () => {
    expect(primaryContrast('#25c2a0', '#181920').rating).toBe('AAA');
  });

  it('suggests the closest colour that reaches AA when the primary colour fails', () => {
    const result = primaryContrast('#3578e5', '#ffffff');
    expect(result.rating).toBe('Fail');
    expect(formatRatio(result.ratio)).toBe('4.23:1');
    expect(result.suggestion).toBe('#2c72e4');
    expect(contrastRatio(result.suggestion!, '#ffffff')).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it('lightens the suggestion on a dark background', () => {
    const {rating, suggestion} = primaryContrast('#2e8555', '#181920');
    expect(rating).toBe('Fail');
    expect(contrastRatio(suggestion!, '#181920')).toBeGreaterThanOrEqual(AA_RATIO);
    expect(contrastRatio(suggestion!, '#ffffff')).toBeLessThan(contrastRatio('#2e8555', '#ffffff'));
  });
});

describe('formatRatio', () => {
  it('rounds to two decimals and appends :1', () => {
    expect(formatRatio(4.5634)).toBe('4.56:1');
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.499)).toBe('4.50:1');
  });
});
