import path from 'path';
import type {Plugin} from '@docusaurus/types';

/** The client module of theme-classic that registers `prism.additionalLanguages` on every page. */
const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * theme-classic registers the extra Prism languages in a client module, which
 * puts Prism and every language (about 35 kB gzip) in the bundle every page
 * loads, code or not. This plugin replaces that client module with an empty
 * one; the code block wrapper (src/theme/CodeBlock) registers the same
 * languages instead (./registerLanguages.ts), so Prism is loaded with the
 * first page that shows code.
 */
export default function prismOnDemandPlugin(): Plugin<void> {
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, emptyModule)],
      };
    },
  };
}
