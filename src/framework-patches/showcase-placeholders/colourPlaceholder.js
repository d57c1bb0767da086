// CommonJS: the bundler loads ./loader.js (which uses this) with require().

/**
 * A one-pixel GIF of the colour as a data URI, for ideal-image's placeholder
 * (it is put in `background-image: url("…")`, so the URI has no quote or
 * bracket). Not an SVG image: Chrome builds an SVG document for each one, and
 * 289 cards of them were 3 s of style recalculation while the showcase
 * loaded on a phone (4x CPU). Identical but for the colour from card to card,
 * so a page of them gzips to almost nothing, unlike base64 PNG previews.
 * @param {number[]} rgb red, green and blue, 0–255
 * @returns {string}
 */
function colourPlaceholder(rgb) {
  const colour = rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))));
  const gif = Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    // 1×1 pixel, a global colour table of 2 entries: the colour, then black.
    Buffer.from('01000100800000', 'hex'),
    Buffer.from(colour),
    Buffer.from('000000', 'hex'),
    // One 1×1 image whose pixel is entry 0 (LZW code size 2, data 0x44 0x01), then the trailer.
    Buffer.from('2c000000000100010000' + '0202440100' + '3b', 'hex'),
  ]);
  return `data:image/gif;base64,${gif.toString('base64')}`;
}

/**
 * Wraps the module source of responsive-loader (`module.exports = {…};`)
 * into the shape lqip-loader gives ideal-image: `{src, preSrc}`.
 * @param {string} source
 * @param {string} preSrc
 * @returns {string}
 */
function withPlaceholder(source, preSrc) {
  const match = /^(?:export default|module\.exports =) ([\s\S]*?);?\s*$/.exec(source);
  if (!match) {
    throw new Error('[showcase-placeholders] responsive-loader no longer exports `module.exports = {…};`');
  }
  return `module.exports = {src: ${match[1]}, preSrc: ${JSON.stringify(preSrc)}};`;
}

module.exports = {colourPlaceholder, withPlaceholder};
