import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {helpersProvided, helpersUsed} from './helpersUsed';

type ResolveData = {request: string; context?: string};

/**
 * @docusaurus/utils-common is CommonJS compiled with tslib's helpers
 * imported, and the client bundle imports it: the whole of tslib (4 kB
 * gzip, 30 helpers) ends up in every page's main bundle for one helper,
 * `__importDefault`. This plugin makes utils-common's client code import a
 * module with just the helpers it calls (./tslibHelpers.js). It checks at
 * start-up that utils-common calls no other helper, and fails otherwise.
 */
export default function utilsCommonTslibPlugin(): Plugin<void> {
  const utilsCommonDir = path.dirname(require.resolve('@docusaurus/utils-common/package.json'));
  const replacement = path.join(__dirname, 'tslibHelpers.js');
  const used = helpersUsed(path.join(utilsCommonDir, 'lib'));
  const provided = helpersProvided(fs.readFileSync(replacement, 'utf8'));
  const missing = used.filter((name) => !provided.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `[utils-common-tslib] @docusaurus/utils-common now calls tslib's ${missing.join(', ')}, which ${replacement} does not provide: add them or remove this plugin.`,
    );
  }
  return {
    name: 'utils-common-tslib',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (data: ResolveData) => {
            if (data.context && (data.context + path.sep).startsWith(utilsCommonDir + path.sep))
              data.request = replacement;
          }),
        ],
      };
    },
  };
}
