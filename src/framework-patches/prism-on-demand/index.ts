import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertPrismClientModule, THEME_PRISM_CLIENT_MODULE} from './themeClientModule';

/**
 * theme-classic registers the extra Prism languages in a client module, which
 * puts Prism and every language (about 35 kB gzip) in the bundle every page
 * loads, code or not. This plugin replaces that client module with an empty
 * one; its wrapper of the code block content (./theme/CodeBlock/Content)
 * registers each language the first time a block uses it instead
 * (./registerLanguages.ts). In the browser, that wrapper keeps the server's
 * highlighted HTML and loads Prism only when a block must be rendered anew
 * (./ClientContent.tsx), so a page load evaluates no Prism at all in the
 * default colour mode. At start-up it checks that the installed theme still has
 * what it replaces (./themeClientModule.ts) and stops the build otherwise;
 * tests/build/prism-on-demand.test.ts checks the built bundle.
 */
export default function prismOnDemandPlugin(): Plugin<void> {
  assertPrismClientModule();
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  return {
    name: 'prism-on-demand',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const content = isServer ? 'HighlightedContent.tsx' : 'ClientContent.tsx';
      return {
        resolve: {alias: {'@prism-on-demand/Content': path.join(__dirname, content)}},
        plugins: [new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, emptyModule)],
      };
    },
  };
}
