import {lazy, type ReactNode, Suspense} from 'react';
import Mermaid from '@theme-init/Mermaid';
import type {Props} from '@theme/Mermaid';

const Zoomable = lazy(() => import('../../components/Zoomable'));

/** A Mermaid diagram that opens larger (../../components/Zoomable), loaded with the page's first diagram. */
export default function ZoomableMermaid(props: Props): ReactNode {
  const diagram = <Mermaid {...props} />;
  return (
    <Suspense fallback={diagram}>
      <Zoomable block>{diagram}</Zoomable>
    </Suspense>
  );
}
