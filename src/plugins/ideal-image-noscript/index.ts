import path from 'path';
import type {Plugin} from '@docusaurus/types';

/** The ideal-image component imports its Media component as `../Media`. */
const MEDIA_REQUEST = /^\.\.\/Media$/;
const IDEAL_IMAGE_DIR = /IdealImageLegacy[\\/]components[\\/]IdealImage$/;

/**
 * plugin-ideal-image renders a <noscript> fallback <img> whose srcset uses
 * width descriptors but has no `sizes` attribute, which HTML forbids. The
 * Media component is not a theme component (it cannot be swizzled without
 * ejecting the plugin's whole component library), so this plugin swaps that
 * one import for MediaWithSizes, a subclass that overrides only the fallback.
 */
export default function idealImageNoscriptPlugin(): Plugin<void> {
  const replacement = path.join(__dirname, 'MediaWithSizes.jsx');
  return {
    name: 'ideal-image-noscript',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(MEDIA_REQUEST, (resource: {context?: string; request: string}) => {
            if (resource.context && IDEAL_IMAGE_DIR.test(resource.context)) {
              resource.request = replacement;
            }
          }),
        ],
      };
    },
  };
}
