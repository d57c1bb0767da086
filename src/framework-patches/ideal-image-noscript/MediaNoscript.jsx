import React from 'react';
import Media from '@docusaurus/plugin-ideal-image/lib/theme/IdealImageLegacy/components/Media/index.js';

/**
 * The plugin's Media component with a one-image <noscript> fallback: `src`
 * (the smallest generated width) without the srcset of every width. The
 * plugin's fallback has a srcset of width descriptors and no `sizes`, which
 * HTML forbids; and on the showcase, 274 such srcsets of hashed file names
 * cost 5 kB of gzip in the page. A reader without JavaScript still gets the
 * image, at its smallest width.
 */
export default class MediaNoscript extends Media {
  renderNoscript(props) {
    const noscript = super.renderNoscript(props);
    if (!noscript) {
      return noscript;
    }
    const img = noscript.props.children;
    return <noscript>{React.cloneElement(img, {srcSet: undefined})}</noscript>;
  }
}
