import fs from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';

const BUTTON_REQUEST = '@docsearch/react/button';
/** The theme's SearchBar, relative to the theme's main module (`lib/index.js`): the package exports no deeper path. */
const THEME_SEARCH_BAR = 'theme/SearchBar/index.js';

type ResolveData = {request: string; context?: string; contextInfo?: {issuer?: string}};

/**
 * theme-search-algolia's SearchBar (hosted mode) renders DocSearch's button
 * with a name that does not contain its visible text, and takes no prop to
 * change it. The returned bundler plugin makes that SearchBar (and only it)
 * import our SearchButton instead (components/SearchButton), which renders
 * the same DocSearch button with a matching name. Fails at start-up when the
 * theme no longer imports the button by that name; the hosted e2e test
 * checks the name in the built site.
 */
export function searchButtonReplacement(currentBundler: ConfigureWebpackUtils['currentBundler']): unknown {
  const searchBarFile = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), THEME_SEARCH_BAR);
  if (!fs.existsSync(searchBarFile) || !fs.readFileSync(searchBarFile, 'utf8').includes(`'${BUTTON_REQUEST}'`)) {
    throw new Error(
      `[search-button-label] ${searchBarFile} is gone or no longer imports '${BUTTON_REQUEST}': the search button's accessible name ` +
        "would silently go back to DocSearch's. Check how the theme renders the button now and update or remove src/framework-patches/search-button-label.",
    );
  }
  const themeDir = path.dirname(searchBarFile);
  const replacement = path.join(__dirname, '../../plugins/search/components/SearchButton/index.tsx');
  const {NormalModuleReplacementPlugin} = currentBundler.instance;
  return new NormalModuleReplacementPlugin(/^@docsearch\/react\/button$/, (data: ResolveData) => {
    const from = data.contextInfo?.issuer ?? data.context ?? '';
    if (from.startsWith(themeDir)) data.request = replacement;
  });
}
