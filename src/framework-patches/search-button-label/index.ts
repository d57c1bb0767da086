import type {Plugin} from '@docusaurus/types';
import {searchButtonReplacement} from './buttonLabel';

/**
 * theme-search-algolia's SearchBar (hosted search mode) renders DocSearch's
 * button with an accessible name that does not contain its visible text: its
 * imports of the button are replaced by the search feature's SearchButton
 * (./buttonLabel.ts).
 */
export default function searchButtonLabelPlugin(): Plugin<void> {
  return {
    name: 'search-button-label',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [searchButtonReplacement(currentBundler) as never]};
    },
  };
}
