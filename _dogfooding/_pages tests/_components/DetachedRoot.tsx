import {type ReactNode, useEffect, useRef} from 'react';
import {createRoot} from 'react-dom/client';

/**
 * Renders `children` in a React root of their own, mounted in a `<div>` of the
 * page: the tree has none of the contexts Docusaurus provides to its routes,
 * as in a widget that mounts itself with `createRoot`.
 */
export default function DetachedRoot({children}: {children: ReactNode}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = createRoot(container.current!);
    root.render(children);
    // Unmounting synchronously while the page's own root commits makes React warn.
    return () => queueMicrotask(() => root.unmount());
  }, [children]);
  return <div ref={container} />;
}
