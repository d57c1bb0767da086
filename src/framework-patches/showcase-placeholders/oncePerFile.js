// Work on an image done once per build process, for the client and server
// bundles of every locale (./sharedAdapter.ts, ./loader.js). Kept on
// globalThis: Docusaurus loads plugins afresh for each locale, so a
// module-level map would last one locale. A file that changes on disk is
// read again (its modification time and size are part of the key).
const fs = require('node:fs');

const RESULTS = Symbol.for('docusaurus-website/showcase-placeholders/results');

/**
 * The result of `compute()` for `task` on `file`, computed on the first call.
 * @template T
 * @param {string} file
 * @param {string} task
 * @param {() => Promise<T>} compute
 * @returns {Promise<T>}
 */
function oncePerFile(file, task, compute) {
  const results = (globalThis[RESULTS] ??= new Map());
  const {mtimeMs, size} = fs.statSync(file);
  const key = JSON.stringify([file, mtimeMs, size, task]);
  if (!results.has(key)) results.set(key, compute());
  return results.get(key);
}

module.exports = {oncePerFile};
