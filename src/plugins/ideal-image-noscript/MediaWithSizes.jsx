import React from 'react';
import Media from '@docusaurus/plugin-ideal-image/lib/theme/IdealImageLegacy/components/Media/index.js';

/**
 * The plugin's Media component with a valid <noscript> fallback: the srcset
 * of width descriptors gets the `sizes` attribute HTML requires. The image is
 * shown at most at its intrinsic width, and never wider than the viewport.
 */
export default class MediaWithSizes extends Media {
  renderNoscript(props) {
    const noscript = super.renderNoscript(props);
    if (!noscript || !props.nsSrcSet) {
      return noscript;
    }
    const img = noscript.props.children;
    const sizes = `(max-width: ${props.width}px) 100vw, ${props.width}px`;
    return <noscript>{React.cloneElement(img, {sizes})}</noscript>;
  }
}
