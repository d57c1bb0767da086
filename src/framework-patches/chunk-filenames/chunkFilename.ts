/**
 * Core names every lazy chunk of a production build `assets/js/[name].[contenthash:8].js`
 * (@docusaurus/core/lib/webpack/base.js). The runtime in every page's entry scripts must then know each chunk's
 * hash: a map with an entry per chunk of the site (1,062 here, 13 kB of its 13.7 kB gzip), and each page, feature or
 * changes page a site adds costs every page about 13 B more. Naming lazy chunks by the build's hash instead
 * (`[fullhash]`) leaves the runtime one hash for all of them. The price: after a deploy, a returning reader downloads
 * again the lazy chunks they use, changed or not (entry scripts and stylesheets keep their content hashes).
 */

/** Core's name for lazy chunks in a production build. */
export const CORE_CHUNK_FILENAME = 'assets/js/[name].[contenthash:8].js';
/** Core's name for lazy chunks in development (`docusaurus start`), left alone. */
export const CORE_DEV_CHUNK_FILENAME = '[name].js';
/** The name this patch gives them. */
export const CHUNK_FILENAME = 'assets/js/[name].[fullhash:8].js';

type BundlerConfig = {output?: {chunkFilename?: unknown}};

/**
 * Names the client's lazy chunks by the build's hash. Throws when core's name for them is not what this patch
 * replaces: the runtime would then be whatever core makes of its new name, unchecked.
 */
export function nameChunksByBuild(config: BundlerConfig): void {
  const current = config.output?.chunkFilename;
  if (current === CORE_DEV_CHUNK_FILENAME) return;
  if (current !== CORE_CHUNK_FILENAME || !config.output) {
    throw new Error(
      `[chunk-filenames] core's client output.chunkFilename is ${JSON.stringify(current)}, not "${CORE_CHUNK_FILENAME}": check @docusaurus/core/lib/webpack/base.js and update or remove src/framework-patches/chunk-filenames.`,
    );
  }
  config.output.chunkFilename = CHUNK_FILENAME;
}
