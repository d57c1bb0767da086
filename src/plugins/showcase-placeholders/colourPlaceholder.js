// CommonJS: the bundler loads ./loader.js (which uses this) with require().

/**
 * A one-colour SVG image as a data URI, for ideal-image's placeholder (it is
 * put in `background-image: url("…")`, so the URI has no double quote).
 * Identical but for the colour from card to card, so a page of them gzips
 * to almost nothing, unlike base64 PNG previews.
 * @param {number[]} rgb red, green and blue, 0–255
 * @returns {string}
 */
function colourPlaceholder(rgb) {
  const hex = rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><rect width='1' height='1' fill='#${hex}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '%27')}`;
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
