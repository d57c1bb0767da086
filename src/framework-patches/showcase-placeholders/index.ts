import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {sharedAdapter, type ImageAdapter} from './sharedAdapter';

type LoaderEntry = string | {loader: string; options?: string | Record<string, unknown>};
type Rule = Pick<RuleSetRule, 'test' | 'issuer' | 'exclude'> & {use?: LoaderEntry[]};

const loaderPath = (entry: LoaderEntry): string => (typeof entry === 'string' ? entry : entry.loader);

/**
 * plugin-ideal-image gives every image a base64 PNG placeholder
 * (lqip-loader), written into the HTML and the page's JS: on the showcase,
 * 274 of them made the HTML 95 kB and its chunk 100 kB, gzip. This plugin
 * takes the showcase previews out of that rule and gives them the same
 * responsive images with a one-colour placeholder, the preview's average
 * colour (./loader.js). IdealImage still shows the placeholder, then the
 * image, with its messages (loading, offline, error). Each preview is
 * resized once per build, not once per bundle and locale (./sharedAdapter.ts).
 * It must come after plugin-ideal-image in the plugin list; it fails the
 * build if the plugin's rule is no longer found.
 */
export default function showcasePlaceholdersPlugin(context: LoadContext): Plugin<void> {
  const previewsDir = path.join(context.siteDir, 'src/data/showcase/previews');
  const idealImageDir = path.dirname(require.resolve('@docusaurus/plugin-ideal-image/package.json'));
  const lqipLoader = require.resolve('@docusaurus/lqip-loader', {paths: [idealImageDir]});
  return {
    name: 'showcase-placeholders',
    configureWebpack(config) {
      const rules = (config.module?.rules ?? []) as Rule[];
      const idealImageRules = rules.filter((rule) => rule.use?.some((entry) => loaderPath(entry) === lqipLoader));
      if (idealImageRules.length === 0 && process.env.NODE_ENV !== 'production') {
        // plugin-ideal-image is disabled in development (disableInDev): previews are plain images.
        return {};
      }
      if (idealImageRules.length !== 1) {
        throw new Error(
          `[showcase-placeholders] Expected one image rule of plugin-ideal-image using ${lqipLoader}, found ${idealImageRules.length}.`,
        );
      }
      const rule = idealImageRules[0]!;
      const responsive = rule.use!.filter((entry) => loaderPath(entry) !== lqipLoader);
      if (responsive.length !== 1 || !/responsive-loader/.test(loaderPath(responsive[0]!))) {
        throw new Error(
          '[showcase-placeholders] plugin-ideal-image no longer chains lqip-loader and responsive-loader.',
        );
      }
      const responsiveLoader = responsive[0] as {loader: string; options?: {adapter?: unknown}};
      const adapter = responsiveLoader.options?.adapter;
      if (typeof adapter !== 'function') {
        throw new Error('[showcase-placeholders] plugin-ideal-image no longer gives responsive-loader an adapter.');
      }
      rule.exclude = rule.exclude === undefined ? previewsDir : {or: [rule.exclude, previewsDir]};
      return {
        // Before core's image rule, like plugin-ideal-image's: its url-loader then runs first, and
        // responsive-loader, which reads the image file itself, ignores its output.
        mergeStrategy: {'module.rules': 'prepend'},
        module: {
          rules: [
            {
              test: rule.test,
              issuer: rule.issuer,
              include: previewsDir,
              use: [
                path.join(__dirname, 'loader.js'),
                {
                  ...responsiveLoader,
                  options: {...responsiveLoader.options, adapter: sharedAdapter(adapter as ImageAdapter)},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
