/**
 * The site's own service worker code, run by plugin-pwa's worker (`swCustom`;
 * plain JavaScript because the plugin compiles the worker without TypeScript).
 */
/* eslint-env serviceworker */
import {serveOfflinePages} from './offlinePages';
import {serveSearchIndex} from './searchIndex';

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  if (params.offlineMode) serveOfflinePages();
  serveSearchIndex(params);
}
