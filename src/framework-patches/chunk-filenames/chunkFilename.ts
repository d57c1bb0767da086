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

/** Core's name for the stylesheets of lazy chunks in a production build (its CSS extract plugin's `chunkFilename`). */
export const CORE_CSS_CHUNK_FILENAME = 'assets/css/[name].[contenthash:8].css';
/** The name this patch gives them: the runtime's stylesheet loader then carries no map of their hashes either. */
export const CSS_CHUNK_FILENAME = 'assets/css/[name].[fullhash:8].css';

type ExtractPlugin = {constructor: {name: string}; options?: {filename?: unknown; chunkFilename?: unknown}};

/**
 * Names the stylesheets of lazy chunks (src/framework-patches/page-scoped-css) by the build's hash. The extract
 * plugin reads its options when the compiler applies it, after the site's configureWebpack. Throws when core's
 * plugin or name is not what this patch replaces.
 */
export function nameCssChunksByBuild(config: {plugins?: unknown[]}): void {
  const extract = (config.plugins ?? []).filter(
    (plugin): plugin is ExtractPlugin =>
      typeof plugin === 'object' &&
      plugin !== null &&
      /^(CssExtractRspackPlugin|MiniCssExtractPlugin)$/.test((plugin as ExtractPlugin).constructor.name),
  );
  const options = extract[0]?.options;
  if (options?.chunkFilename === '[name].css') return;
  if (extract.length !== 1 || options?.chunkFilename !== CORE_CSS_CHUNK_FILENAME) {
    throw new Error(
      `[chunk-filenames] core's client config no longer has one CSS extract plugin with chunkFilename "${CORE_CSS_CHUNK_FILENAME}": check @docusaurus/core/lib/webpack/base.js and update or remove src/framework-patches/chunk-filenames.`,
    );
  }
  options.chunkFilename = CSS_CHUNK_FILENAME;
}
