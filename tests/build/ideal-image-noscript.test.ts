// src/plugins/ideal-image-noscript swaps ideal-image's Media component for a
// subclass whose <noscript> fallback image has `sizes`. This checks the built
// HTML of the ideal-image fixture: without the swap, the fallback has a srcset
// of width descriptors and no `sizes`, and this fails.
import {describe, expect, it} from 'vitest';
import {readBuilt} from './lib/builtFiles';
import {attributeOf, noscriptImages} from './lib/builtPage';

const FIXTURE = 'tests/pages/ideal-image.html';

describe('ideal-image <noscript> fallback', () => {
  it('every fallback image with width descriptors has the sizes MediaWithSizes adds', () => {
    const images = noscriptImages(readBuilt(FIXTURE)).filter((img) => /\s\d+w(,|$)/.test(attributeOf(img, 'srcset') ?? ''));
    expect(images.length, `${FIXTURE} has no <noscript> image with a srcset of width descriptors`).toBeGreaterThan(0);
    for (const img of images) {
      expect(attributeOf(img, 'sizes'), `no sizes on ${img}`).toMatch(/^\(max-width: \d+px\) 100vw, \d+px$/);
    }
  });
});
