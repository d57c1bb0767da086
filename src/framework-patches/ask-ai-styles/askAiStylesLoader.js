// Bundler loader for DocSearch's stylesheet in embedded mode (see ./index.ts):
// the modal never shows Ask AI there, and the site has one stylesheet for
// every page, so the Ask AI screens' rules (about a third of DocSearch's CSS)
// are left out.
const {withoutAskAiRules} = require('./askAiStyles');

/** @this {{resourcePath: string}} @param {string | Buffer} source */
module.exports = function askAiStylesLoader(source) {
  const {css, removed} = withoutAskAiRules(String(source));
  if (removed === 0) {
    throw new Error(
      `[ask-ai-styles] No Ask AI rule found in ${this.resourcePath}: DocSearch has renamed its classes. Update ASK_AI_CLASS in src/framework-patches/ask-ai-styles/askAiStyles.js.`,
    );
  }
  return css;
};
