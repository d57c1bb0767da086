import type {Plugin} from '@docusaurus/types';
import {htmlFileFor} from '../../utils/htmlFile';
import {isPageScoped} from './pageScoped';
import {linkChunkStylesheets} from './writeLinks';

type StylesGroup = {
  name?: unknown;
  type?: unknown;
  test?: (module: {nameForCondition?: () => string | null}) => boolean;
};
type BundlerConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, unknown>}}};

/**
 * Core's client config puts every stylesheet into one `styles` chunk, loaded by every page (webpack/base.js,
 * `optimization.splitChunks.cacheGroups.styles`). This narrows that group with a `test`: the stylesheets of
 * ./pageScoped.ts stay with their chunks and load with them (a chunk's stylesheet loads before the chunk runs).
 * Throws when the group is not what it was.
 */
export function keepOutOfSharedStylesheet(config: BundlerConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  const styles = (splitChunks ? splitChunks.cacheGroups?.styles : undefined) as StylesGroup | undefined;
  if (!styles || styles.name !== 'styles' || styles.type !== 'css/mini-extract' || styles.test !== undefined) {
    throw new Error(
      '[page-scoped-css] core no longer has optimization.splitChunks.cacheGroups.styles (name "styles", type "css/mini-extract", no test) in its client config: check @docusaurus/core/lib/webpack/base.js and update or remove src/framework-patches/page-scoped-css.',
    );
  }
  styles.test = (module) => !isPageScoped(module.nameForCondition?.() ?? undefined);
}

export default function pageScopedCssPlugin(): Plugin<void> {
  return {
    name: 'page-scoped-css',
    configureWebpack(config, isServer) {
      if (!isServer) keepOutOfSharedStylesheet(config as BundlerConfig);
      return {};
    },
    // The static HTML links the chunk stylesheets its page renders with (./linkStylesheets.ts).
    async postBuild({outDir, routesPaths, baseUrl}) {
      const files = routesPaths.map((route) => htmlFileFor(outDir, `/${route.slice(baseUrl.length)}`));
      await linkChunkStylesheets(outDir, [...new Set(files.filter((file) => file !== undefined))]);
    },
  };
}
