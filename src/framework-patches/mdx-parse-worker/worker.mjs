// Parses Markdown and MDX for remarkParseInWorker.ts, on a thread of its own:
// the same syntax plugins, from the same packages, as the main thread's processor.
import {parentPort} from 'node:worker_threads';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {SYNTAX_PLUGINS, syntaxSignature} from './syntax.mjs';

const siteRequire = createRequire(import.meta.url);
/** Resolves as `owner` does ('.' for the site). */
const requireOf = (owner) => (owner === '.' ? siteRequire : createRequire(siteRequire.resolve(owner)));
const load = async (owner, specifier) => import(pathToFileURL(requireOf(owner).resolve(specifier)).href);

const {unified} = await load('@mdx-js/mdx', 'unified');

const processors = new Map();

async function createProcessor({plugins}) {
  const processor = unified();
  for (const {name, parameters} of plugins) {
    processor.use((await load(...SYNTAX_PLUGINS[name])).default, ...parameters);
  }
  return processor.freeze();
}

function processorFor(config) {
  const key = JSON.stringify(config);
  if (!processors.has(key)) processors.set(key, createProcessor(config));
  return processors.get(key);
}

parentPort.on('message', async ({id, config, doc}) => {
  try {
    const processor = await processorFor(config);
    if (doc === undefined) {
      parentPort.postMessage({id, signature: syntaxSignature(processor)});
      return;
    }
    let tree;
    try {
      tree = processor.parse(doc);
    } catch {
      // The main thread parses it again to throw the error with its own stack.
      parentPort.postMessage({id});
      return;
    }
    parentPort.postMessage({id, tree});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.stack : String(error)});
  }
});
