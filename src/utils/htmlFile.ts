import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML file of a route in a build: `route.html` or `route/index.html` (whichever the trailingSlash setting
 * wrote), `index.html` for a locale root. `route` is relative to the build's base URL.
 */
export function htmlFileFor(buildDir: string, route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  const candidates = route.endsWith('/')
    ? [`${route}index.html`, `${clean}.html`]
    : [`${clean}.html`, `${clean}/index.html`];
  return candidates
    .map((file) => path.join(buildDir, file))
    .find((file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile());
}
