// Pure logic of ./askAiStylesLoader.js, in CommonJS because the bundler's
// loader runner requires it as is (unit tests: ./askAiStyles.test.ts).
const postcss = require('postcss');

/**
 * Classes of DocSearch 4.7's Ask AI screens: the entry button and hit, the
 * conversation, the answer with its Markdown and code snippets, the streaming
 * indicator, the thread-depth error and the no-results variant offering AI.
 */
const ASK_AI_CLASS =
  /\.DocSearch-(AskAi|Hit--AskAI|Hit-AskAIButton|Markdown-Content|CodeSnippet|Conversation|NewConversationScreen|StreamingIndicator|ThreadDepthError|NoResults--withAskAi)/;

/**
 * The stylesheet without its Ask AI rules: a rule whose selectors all name an
 * Ask AI class is removed, a rule listing such selectors among others keeps
 * the others, and a block left empty (a media query) goes too.
 * @param {string} css
 * @returns {{css: string, removed: number}}
 */
function withoutAskAiRules(css) {
  const root = postcss.parse(css);
  let removed = 0;
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !ASK_AI_CLASS.test(selector));
    if (kept.length === rule.selectors.length) return;
    removed += 1;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return {css: root.toString(), removed};
}

module.exports = {ASK_AI_CLASS, withoutAskAiRules};
