import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertMediaReplacement, IDEAL_IMAGE_DIR, MEDIA_REQUEST} from './mediaTarget';

/**
 * plugin-ideal-image renders a <noscript> fallback <img> whose srcset uses
 * width descriptors but has no `sizes` attribute, which HTML forbids, and
 * which makes the showcase's HTML 5 kB (gzip) heavier. The Media component
 * is not a theme component (it cannot be swizzled without ejecting the
 * plugin's whole component library), so this plugin swaps that one import
 * for MediaNoscript, a subclass whose fallback is one image: `src`, no srcset.
 * At start-up it checks that the installed plugin still has that import and
 * method (./mediaTarget.ts) and stops the build otherwise;
 * tests/build/ideal-image-noscript.test.ts checks the built HTML.
 */
export default function idealImageNoscriptPlugin(): Plugin<void> {
  assertMediaReplacement();
  const replacement = path.join(__dirname, 'MediaNoscript.jsx');
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
