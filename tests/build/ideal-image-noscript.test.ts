// src/plugins/ideal-image-noscript swaps ideal-image's Media component for a
// subclass whose <noscript> fallback is one image: `src`, no srcset. This
// checks the built HTML of the ideal-image fixture and of the showcase:
// without the swap, the fallback has a srcset of width descriptors and no
// `sizes`, and this fails.
import {describe, expect, it} from 'vitest';
import {readBuilt} from './lib/builtFiles';
import {attributeOf, noscriptImages} from './lib/builtPage';

const PAGES = ['tests/pages/ideal-image.html', 'showcase.html'];

describe('ideal-image <noscript> fallback', () => {
  it.each(PAGES)('%s: every fallback image is one src with its size, without srcset', (page) => {
    const images = noscriptImages(readBuilt(page));
    expect(images.length, `${page} has no <noscript> image`).toBeGreaterThan(0);
    for (const img of images) {
      expect(attributeOf(img, 'src'), `no src on ${img}`).toMatch(/^\/assets\/ideal-img\/.+\.\d+\.(png|jpe?g)$/);
      expect(attributeOf(img, 'width'), `no width on ${img}`).toMatch(/^\d+$/);
      expect(attributeOf(img, 'srcset'), `srcset on ${img}`).toBeUndefined();
    }
  });
});
