import {lazy, type ReactNode, Suspense} from 'react';
import Img from '@theme-init/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';

const Zoomable = lazy(() => import('../../../components/Zoomable'));

/**
 * A Markdown image that opens larger (../../../components/Zoomable). The zoom's code comes with the first image
 * of a page: the server renders it whole, and the browser keeps that HTML until the chunk has come.
 */
export default function ZoomableImg(props: Props): ReactNode {
  const image = <Img {...props} />;
  return (
    <Suspense fallback={image}>
      <Zoomable>{image}</Zoomable>
    </Suspense>
  );
}
