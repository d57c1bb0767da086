import type {Plugin} from '@docusaurus/types';
import {nameChunksByBuild, nameCssChunksByBuild} from './chunkFilename';

/**
 * Framework patch (config/patches.ts): lazy chunks named by the build's hash, so that webpack's runtime in every
 * page carries no map of every chunk's hash, nor of every chunk stylesheet's (./chunkFilename.ts). Client bundle only: the server bundle is not
 * served.
 */
export default function chunkFilenamesPlugin(): Plugin<void> {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      if (!isServer) {
        nameChunksByBuild(config as Parameters<typeof nameChunksByBuild>[0]);
        nameCssChunksByBuild(config);
      }
      return {};
    },
  };
}
