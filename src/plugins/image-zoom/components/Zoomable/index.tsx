import type {ReactNode} from 'react';
import Zoom from 'react-medium-image-zoom';
import {translate} from '@docusaurus/Translate';
import {injectStyle} from '@site/src/components/injectStyle';
// The library's styles and ./zoomable.css, written by the plugin (../../index.ts): with this chunk, not on every page.
import styles from '@generated/image-zoom/default/styles.json';

if (typeof document !== 'undefined') injectStyle('image-zoom-styles', styles.css);

/**
 * An image or a diagram that opens larger: the library's button over it (named after the image's alt text), a
 * dialog that Escape, a click or a scroll closes, the focus given back, no animation under reduced motion.
 */
export default function Zoomable({children, block = false}: {children: ReactNode; block?: boolean}): ReactNode {
  return (
    <Zoom
      wrapElement={block ? 'div' : 'span'}
      zoomMargin={24}
      a11yNameButtonZoom={translate({
        id: 'imageZoom.expand',
        message: 'Expand image',
        description: 'The button over an image or a diagram that shows it larger',
      })}
      a11yNameButtonUnzoom={translate({
        id: 'imageZoom.collapse',
        message: 'Minimize image',
        description: 'The button that closes the enlarged image',
      })}>
      {children}
    </Zoom>
  );
}
