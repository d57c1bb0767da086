import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
/** The search plugin's mode (src/plugins/search/options.ts). */
type SearchMode = 'hosted' | 'embedded';

/** DocSearch's stylesheet, as `@docsearch/react/style` reaches it (through `@docsearch/css`'s main file). */
const DOCSEARCH_STYLESHEET = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/;

/** The installed stylesheet file; throws when DocSearch no longer ships it where the rule below expects it. */
function docSearchStylesheet(): string {
  const fromReact = createRequire(require.resolve('@docsearch/react'));
  const file = fromReact.resolve('@docsearch/css');
  if (!DOCSEARCH_STYLESHEET.test(file)) {
    throw new Error(
      `[ask-ai-styles] @docsearch/css resolves to ${file}, not dist/style.css: update DOCSEARCH_STYLESHEET in src/framework-patches/ask-ai-styles/index.ts.`,
    );
  }
  return file;
}

/**
 * In embedded search mode the modal never shows Ask AI, and the site has one
 * stylesheet for every page: a loader on DocSearch's stylesheet leaves the Ask
 * AI screens' rules out (./askAiStylesLoader.js, about a third of DocSearch's
 * CSS). It fails when it finds no such rule (DocSearch renamed its classes).
 */
export default function askAiStylesPlugin(_context: unknown, options: {mode: SearchMode}): Plugin<void> {
  return {
    name: 'ask-ai-styles',
    configureWebpack() {
      if (options.mode !== 'embedded') return {};
      return {
        module: {
          rules: [{test: docSearchStylesheet(), enforce: 'pre', use: [path.join(__dirname, 'askAiStylesLoader.js')]}],
        },
      };
    },
  };
}
