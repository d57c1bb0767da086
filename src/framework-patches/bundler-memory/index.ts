import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import type {Plugin} from '@docusaurus/types';

/**
 * Runs V8's full collection without `--expose-gc` on the command line (the
 * way jest-leak-detector does): the flag is on only while a context is made
 * to fetch `gc` from. Left on, every context and worker thread created later
 * (the next locale's SSG workers) would get a global gc(), which Docusaurus's
 * perf logger calls at every step it measures.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  setFlagsFromString('--no-expose-gc');
  if (typeof gc !== 'function') throw new Error('[bundler-memory] V8 gave no gc() function under --expose-gc');
  gc();
}

/**
 * Frees memory at two points of each locale's build. Docusaurus drops the
 * bundler once the pages are bundled, but Rspack's memory is released only
 * when V8 collects the compiler objects, which a heap under little pressure
 * did not do: each locale's search index and Markdown twins were written
 * while the bundling's memory was still held, and the next locale was
 * bundled on top of it.
 * - When postBuild starts. It must come before the plugins whose postBuild
 *   does heavy work in the plugin list (their postBuild steps start in order).
 * - When the plugins are made, which for every locale after the first is
 *   after the previous locale's postBuild: the Markdown twins' garbage (when
 *   they are written on the main thread: see ../locale-overlap), and a heap
 *   limit V8 had raised for their pace, were otherwise carried into the next
 *   locale's bundling (0.4 GiB more at the peak).
 * Remove it when a locale's build no longer leaves memory behind
 * (facebook/docusaurus#10944, open): then the peak stays the same without it.
 */
export default function bundlerMemoryPlugin(): Plugin<void> {
  collectGarbage();
  return {
    name: 'bundler-memory',
    postBuild() {
      collectGarbage();
      return Promise.resolve();
    },
  };
}
