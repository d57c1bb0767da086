import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {colourPlaceholder, withPlaceholder} from './colourPlaceholder';

/** The image a data URI holds: its format, size and first pixel. */
async function decode(uri: string): Promise<{format?: string; width?: number; height?: number; rgb: number[]}> {
  const match = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/=]+)$/.exec(uri);
  expect(match, `not a base64 image data URI: ${uri}`).not.toBeNull();
  const image = sharp(Buffer.from(match![2]!, 'base64'));
  const {format, width, height} = await image.metadata();
  const pixel = await image.removeAlpha().raw().toBuffer();
  return {format, width, height, rgb: [...pixel.subarray(0, 3)]};
}

describe('colourPlaceholder', () => {
  it('is a one-pixel raster image of the colour: an SVG image costs the browser a document per card', async () => {
    const uri = colourPlaceholder([194, 225, 220]);
    expect(uri).not.toMatch(/svg/);
    expect(await decode(uri)).toEqual({format: 'gif', width: 1, height: 1, rgb: [194, 225, 220]});
  });

  it('can be put inside url("…") as it is', () => {
    expect(colourPlaceholder([0, 0, 0])).not.toMatch(/["'()\s]/);
  });

  it('clamps and rounds channels', async () => {
    expect((await decode(colourPlaceholder([-3, 0.4, 300]))).rgb).toEqual([0, 0, 255]);
  });

  it('differs from colour to colour only in the colour: a page of them gzips to little', () => {
    const [a, b] = [colourPlaceholder([1, 2, 3]), colourPlaceholder([200, 100, 50])];
    expect(a.length).toBe(b.length);
    expect(a.length).toBeLessThan(80);
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
