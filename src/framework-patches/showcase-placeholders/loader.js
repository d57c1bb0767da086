// Stands in for @docusaurus/lqip-loader on the showcase previews (see ./index.ts):
// the placeholder is the image's average colour, not a base64 PNG.
const sharp = require('sharp');
const {colourPlaceholder, withPlaceholder} = require('./colourPlaceholder');
const {oncePerFile} = require('./oncePerFile');

const averageColour = (file) =>
  oncePerFile(file, 'average colour', () =>
    sharp(file)
      .resize(1, 1, {fit: 'fill'})
      .removeAlpha()
      .raw()
      .toBuffer()
      .then((pixel) => [...pixel]),
  );

module.exports = function showcasePlaceholderLoader(source) {
  const callback = this.async();
  // So that the bundler's persistent cache rebuilds the previews when the placeholder's format changes.
  this.addDependency(require.resolve('./colourPlaceholder'));
  averageColour(this.resourcePath)
    .then((rgb) => callback(null, withPlaceholder(String(source), colourPlaceholder(rgb))))
    .catch(callback);
};
