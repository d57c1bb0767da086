import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {importKind} from './importKinds';

type BrowserOnlyModule = {
  /** What the bundle imports. */
  readonly request: string;
  /** The one module that imports it, with `import()` in code the server never runs. */
  readonly importer: string;
};

/**
 * Libraries only the browser runs: mermaid draws diagrams in an effect; the
 * search modal opens on a click. The server bundle renders the pages, so it
 * never runs them, yet it built them: some 950 of the 2,700 modules of each
 * locale's server build (mermaid, es-toolkit, lodash-es, d3, KaTeX…). They
 * resolve to nothing there. At start-up, this checks that each is still
 * imported only with `import()` by its importer, and fails otherwise.
 */
export const BROWSER_ONLY_MODULES: readonly BrowserOnlyModule[] = [
  {request: 'mermaid', importer: require.resolve('@docusaurus/theme-mermaid/lib/client/loadMermaid.js')},
  {
    request: '@docsearch/react/modal',
    importer: path.join(__dirname, '../../plugins/search/components/EmbeddedSearchBar/modalParts.tsx'),
  },
];

export default function browserOnlyModulesPlugin(): Plugin<void> {
  for (const {request, importer} of BROWSER_ONLY_MODULES) {
    const kind = importKind(fs.readFileSync(importer, 'utf8'), request);
    if (kind !== 'dynamic') {
      throw new Error(
        `[browser-only-modules] ${importer} imports '${request}' ${kind === 'static' ? 'statically' : 'no more'}: the server bundle may need it; remove it from src/framework-patches/browser-only-modules.`,
      );
    }
  }
  return {
    name: 'browser-only-modules',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {resolve: {alias: Object.fromEntries(BROWSER_ONLY_MODULES.map(({request}) => [`${request}$`, false]))}};
    },
  };
}
