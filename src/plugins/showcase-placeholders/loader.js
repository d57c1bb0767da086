// Stands in for @docusaurus/lqip-loader on the showcase previews (see ./index.ts):
// the placeholder is the image's average colour, not a base64 PNG.
const fs = require('node:fs');
const sharp = require('sharp');
const {colourPlaceholder, withPlaceholder} = require('./colourPlaceholder');

// Each preview's colour, computed once per process: the client and server bundles of both locales ask for it.
const colours = new Map();

function averageColour(file) {
  const {mtimeMs, size} = fs.statSync(file);
  const key = JSON.stringify([file, mtimeMs, size]);
  if (!colours.has(key)) {
    colours.set(
      key,
      sharp(file)
        .resize(1, 1, {fit: 'fill'})
        .removeAlpha()
        .raw()
        .toBuffer()
        .then((pixel) => [...pixel]),
    );
  }
  return colours.get(key);
}

module.exports = function showcasePlaceholderLoader(source) {
  const callback = this.async();
  // So that the bundler's persistent cache rebuilds the previews when the placeholder's format changes.
  this.addDependency(require.resolve('./colourPlaceholder'));
  averageColour(this.resourcePath)
    .then((rgb) => callback(null, withPlaceholder(String(source), colourPlaceholder(rgb))))
    .catch(callback);
};
