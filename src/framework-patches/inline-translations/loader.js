// Inlines the locale's translations into a site source file (see ./index.ts).
// CommonJS: the bundler loads loaders with require().
const fs = require('node:fs');
const {inlineTranslations} = require('./inline');

/** @type {Map<string, Record<string, string>>} */
const tables = new Map();

function messagesOf(file) {
  if (!tables.has(file)) tables.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  return tables.get(file);
}

/**
 * Options: `messagesFile`, the locale's whole code translation table.
 * @this {any}
 * @param {string} source
 */
module.exports = function inlineTranslationsLoader(source) {
  const {messagesFile} = this.getOptions();
  this.addDependency(messagesFile);
  return inlineTranslations(source, this.resourcePath, messagesOf(messagesFile)).code;
};
