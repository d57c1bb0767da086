/**
 * The site's own service worker code, run by plugin-pwa's worker (`swCustom`;
 * plain JavaScript because the plugin compiles the worker without TypeScript).
 * The search index part belongs to the search plugin.
 */
import {serveOfflinePages} from './offlinePages';
import {serveSearchIndex} from '../plugins/search/sw/searchIndex';

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (params.offlineMode) serveOfflinePages();
  serveSearchIndex(params);
}
