// Helpers to walk the production build.
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve('build');

/** @returns {string[]} every file below `dir` whose name ends with `ext`. */
export function listFiles(dir, ext) {
  const out = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out.push(...listFiles(full, ext));
    } else if (entry.name.endsWith(ext)) {
      out.push(full);
    }
  }
  return out;
}

/** Pages written by plugin-client-redirects: a meta refresh and nothing else. */
export function isRedirectStub(html) {
  return html.length < 2000 && /<meta http-equiv="refresh" content="0; url=/.test(html);
}

/** @returns {void} exits with a clear message when there is no build to check. */
export function requireBuild() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    console.error('No production build found in build/. Run `npm run build` first.');
    process.exit(1);
  }
}
