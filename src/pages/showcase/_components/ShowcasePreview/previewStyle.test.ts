import {describe, expect, it} from 'vitest';
import {previewAddress, previewHues, previewInitial, siteDomain, titleHash} from './previewStyle';

describe('the drawn header of a showcase card', () => {
  it('takes stable colours from the title', () => {
    expect(titleHash('Docusaurus')).toBe(titleHash('Docusaurus'));
    expect(titleHash('Docusaurus')).not.toBe(titleHash('docusaurus'));
    const {hue, hue2} = previewHues('Docusaurus');
    expect(hue).toBeGreaterThanOrEqual(0);
    expect(hue).toBeLessThan(360);
    expect((hue2 - hue + 360) % 360).toBeGreaterThanOrEqual(40);
    expect((hue2 - hue + 360) % 360).toBeLessThan(80);
  });

  it('shows the address, the domain and an initial', () => {
    expect(previewAddress('https://www.example.com/docs/')).toBe('www.example.com/docs');
    expect(previewAddress('https://example.com')).toBe('example.com');
    expect(siteDomain('https://www.example.com/docs/')).toBe('example.com');
    expect(previewInitial('404Lab.Wiki')).toBe('4');
    expect(previewInitial('🦖 dino docs')).toBe('D');
    expect(previewInitial('前端大刘')).toBe('前');
    expect(previewInitial('🦖')).toBe('#');
  });
});
