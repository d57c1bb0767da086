import {describe, expect, it} from 'vitest';
import {contrastRatio, ensureContrast} from './colorContrast';

describe('contrastRatio', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#1c1e21', '#ffffff')).toBe('#1c1e21');
  });

  it('darkens on a light background until AA is reached', () => {
    const fixed = ensureContrast('#e3116c', '#f6f8fa');
    expect(contrastRatio(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#f6f8fa')).toBeLessThan(5.2);
  });

  it('lightens on a dark background until AA is reached', () => {
    const fixed = ensureContrast('#6272a4', '#282a36');
    expect(contrastRatio(fixed, '#282a36')).toBeGreaterThanOrEqual(4.5);
  });

  it('honours a custom threshold', () => {
    expect(contrastRatio(ensureContrast('#aaaaaa', '#ffffff', 7), '#ffffff')).toBeGreaterThanOrEqual(7);
  });
});
