import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Serves one page at /feature-requests and at every path below it (the route
 * is not exact), so old links to individual requests land on an explanation
 * of where feature requests live now.
 */
export default function featureRequestsPlugin(): Plugin<void> {
  return {
    name: 'feature-requests',
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      actions.addRoute({
        path: '/feature-requests',
        exact: false,
        component: '@theme/FeatureRequestsPage',
      });
    },
  };
}
