import {describe, expect, it} from 'vitest';
import {colourPlaceholder, withPlaceholder} from './colourPlaceholder';

describe('colourPlaceholder', () => {
  it('is a one-pixel SVG of the colour, usable inside url("…")', () => {
    const uri = colourPlaceholder([194, 225, 220]);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/["'()\s]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><rect width='1' height='1' fill='#c2e1dc'/></svg>",
    );
  });

  it('clamps and rounds channels', () => {
    expect(decodeURIComponent(colourPlaceholder([-3, 0.4, 300]))).toContain("fill='#0000ff'");
  });
});

describe('withPlaceholder', () => {
  it('gives ideal-image the {src, preSrc} shape lqip-loader gives it', () => {
    const source =
      'module.exports = {srcSet: "a.png 640w", images: [{path: "a.png", width: 640, height: 360}], src: "a.png"};';
    const code = withPlaceholder(source, 'data:x');
    const module = {exports: {} as {src: {src: string}; preSrc: string}};
    new Function('module', code)(module);
    expect(module.exports.preSrc).toBe('data:x');
    expect(module.exports.src.src).toBe('a.png');
  });

  it('throws on another module shape', () => {
    expect(() => withPlaceholder('const x = 1;', 'data:x')).toThrow(/responsive-loader/);
  });
});
