import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import {checkCoreShape} from './coreShape';
import {writeSectionModules} from './writeModules';

export type Options = {
  /** Smallest group of routes worth its own chunk (default 5). */
  minRoutes?: number;
};

type ResolveData = {request: string; context?: string};

const GENERATED_REQUEST = /^@generated\/(routes|registry|routesChunkNames)$/;
const CORE_CLIENT_REQUEST = /^\.\/(preload|docusaurus)$/;

/**
 * Keeps the route table of whole sections out of the main bundle
 * (facebook/docusaurus#7256). Core generates routes.js, registry.js and
 * routesChunkNames.json for every page of the locale, and the client bundle
 * imports all three. In a production client build this plugin replaces them
 * with modules holding only a few routes, plus one chunk per section (blog,
 * changelog, each docs version, fixtures …) that is loaded before the first
 * pathname below it is preloaded; core's preload and window.docusaurus are
 * replaced by versions that load those chunks first (./client). The server
 * bundle keeps core's files, so every page is rendered as before.
 * See ./splitRoutes.ts for how sections are chosen and why matching is unchanged.
 */
/**
 * Core's ChunkAssetPlugin adds a chunk name → chunk id map of every named
 * chunk to the runtime, for window.docusaurus.prefetch only. With chunk ids
 * equal to chunk names that map is the identity, and the replacement of
 * window.docusaurus computes chunk URLs without it.
 */
function removeChunkAssetPlugin(config: {plugins?: unknown[]}): void {
  const index = (config.plugins ?? []).findIndex((plugin) => plugin instanceof ChunkAssetPlugin);
  if (index < 0) {
    throw new Error(
      "[route-sections] The client config no longer has core's ChunkAssetPlugin: check how window.docusaurus finds chunk URLs now.",
    );
  }
  config.plugins!.splice(index, 1);
}

export default function routeSectionsPlugin(context: LoadContext, options: Options = {}): Plugin<void> {
  const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const coreClientDir = checkCoreShape(coreDir);
  const clientDir = path.join(__dirname, 'client');
  const replacements: Record<string, string> = {
    preload: path.join(clientDir, 'preload.ts'),
    docusaurus: path.join(clientDir, 'docusaurus.ts'),
  };

  return {
    name: 'route-sections',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {sections, files} = writeSectionModules({
        generatedFilesDir: context.generatedFilesDir,
        outDir: path.join(context.generatedFilesDir, 'route-sections'),
        baseUrl: context.baseUrl,
        minRoutes: options.minRoutes ?? 5,
        runtime: {
          sections: path.join(clientDir, 'sections.ts'),
          sectionOutlet: path.join(clientDir, 'SectionOutlet.tsx'),
        },
      });
      logger.info`route-sections: number=${sections.length} sections load on demand: ${sections.map((s) => s.path).join(', ')}`;
      removeChunkAssetPlugin(config);
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // Chunk ids are the (short) chunk names: the runtime then needs no id → name map (see ./client/docusaurus.ts).
        optimization: {chunkIds: 'named'},
        plugins: [
          new NormalModuleReplacementPlugin(GENERATED_REQUEST, (data: ResolveData) => {
            const name = GENERATED_REQUEST.exec(data.request)![1] as keyof typeof files;
            data.request = files[name];
          }),
          new NormalModuleReplacementPlugin(CORE_CLIENT_REQUEST, (data: ResolveData) => {
            if (data.context !== coreClientDir) return;
            data.request = replacements[CORE_CLIENT_REQUEST.exec(data.request)![1]!]!;
          }),
        ],
      };
    },
  };
}
