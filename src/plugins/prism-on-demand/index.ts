import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertPrismClientModule, THEME_PRISM_CLIENT_MODULE} from './themeClientModule';

/**
 * theme-classic registers the extra Prism languages in a client module, which
 * puts Prism and every language (about 35 kB gzip) in the bundle every page
 * loads, code or not. This plugin replaces that client module with an empty
 * one; its wrapper of the text code block (./theme/CodeBlock/Content/String)
 * registers each language the first time a block uses it instead
 * (./registerLanguages.ts), so Prism is loaded with the first page that shows
 * code. At start-up it checks that the installed theme still has
 * what it replaces (./themeClientModule.ts) and stops the build otherwise;
 * tests/build/prism-on-demand.test.ts checks the built bundle.
 */
export default function prismOnDemandPlugin(): Plugin<void> {
  assertPrismClientModule();
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  return {
    name: 'prism-on-demand',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, emptyModule)],
      };
    },
  };
}
