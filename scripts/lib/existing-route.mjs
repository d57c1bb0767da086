import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './build-files.mjs';

/** Whether `route` was built (trailingSlash: false writes `route.html`, or `route/index.html` for `/`). */
export function isBuilt(route) {
  const clean = route.replace(/\/$/, '');
  return [`${clean}.html`, `${clean}/index.html`].some((f) => fs.existsSync(path.join(BUILD_DIR, f)));
}
