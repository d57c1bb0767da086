import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/**
 * Serves one page at /feature-requests and at every path below it (the route
 * is not exact), so old links to individual requests land on an explanation
 * of where feature requests live now.
 */
export default function featureRequestsPlugin({baseUrl}: LoadContext): Plugin<void> {
  return {
    name: 'feature-requests',
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([baseUrl, 'feature-requests']),
        exact: false,
        component: '@theme/FeatureRequestsPage',
      });
    },
  };
}
