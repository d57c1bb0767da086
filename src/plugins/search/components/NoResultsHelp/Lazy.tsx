import {type ComponentProps, lazy, type ReactNode, Suspense} from 'react';
import type NoResultsHelpType from './index';

// Loaded once a modal has opened: pages carry none of it until then.
const NoResultsHelp = lazy(() => import('./index'));

export default function LazyNoResultsHelp(props: ComponentProps<typeof NoResultsHelpType>): ReactNode {
  return (
    <Suspense fallback={null}>
      <NoResultsHelp {...props} />
    </Suspense>
  );
}
