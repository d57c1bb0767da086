import {lazy, type ReactNode, Suspense} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

const Zoomable = lazy(() => import('@site/src/plugins/image-zoom/components/Zoomable'));

/**
 * A Mermaid diagram that opens larger (the image-zoom feature's Zoomable), loaded with the page's first diagram.
 * It lives here, not in that plugin's theme: theme-mermaid is a theme, and themes load after every plugin, so only
 * the site's own theme folder can wrap its component (`@theme-original`).
 */
export default function ZoomableMermaid(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const diagram = <Mermaid {...props} />;
  // Mermaid draws a new <svg> for each colour mode; the zoom holds the one it found first: a new zoom per mode,
  // or a diagram drawn again (dark mode taken from storage after the first render) would open empty.
  return (
    <Suspense fallback={diagram}>
      <Zoomable block key={colorMode}>
        {diagram}
      </Zoomable>
    </Suspense>
  );
}
