// src/plugins/showcase-placeholders gives each showcase preview a one-colour
// placeholder. This checks the built showcase: every card has one, and it is
// a raster image. An SVG data URI per card made Chrome build an SVG document
// for each of them: 3 s of style recalculation while the page loaded on a
// phone (4x CPU).
import {describe, expect, it} from 'vitest';
import {readBuilt} from './lib/builtFiles';
import {noscriptImages} from './lib/builtPage';

const PAGES = ['showcase.html', 'ja/showcase.html'];
const BACKGROUND_IMAGES = /background-image:url\(&quot;([^&]*)&quot;\)|background-image:url\("([^"]*)"\)/g;

describe('showcase placeholders', () => {
  it.each(PAGES)('%s: every card has a one-colour GIF placeholder, none an SVG image', (page) => {
    const html = readBuilt(page);
    const placeholders = [...html.matchAll(BACKGROUND_IMAGES)].map((match) => match[1] ?? match[2]!);
    expect(placeholders.length, `${page}: no placeholder found`).toBeGreaterThan(0);
    expect(placeholders.length).toBe(noscriptImages(html).length);
    for (const uri of placeholders) expect(uri).toMatch(/^data:image\/gif;base64,[A-Za-z0-9+/=]{40,60}$/);
  });
});
