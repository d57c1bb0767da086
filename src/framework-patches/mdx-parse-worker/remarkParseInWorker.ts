import type {Root} from 'mdast';
import type {Processor} from 'unified';
import type {VFile} from 'vfile';
import {parseInWorker, workerSignature, type ParserConfig} from './parseWorker';
import {SYNTAX_PLUGINS, syntaxSignature} from './syntax.mjs';

type RunDone = (error?: Error, tree?: unknown, file?: VFile) => void;

/** The processor's syntax plugins as the worker needs them; throws when an option cannot be sent to a thread. */
function parserConfig(processor: Processor): ParserConfig {
  const syntax = processor.attachers.filter(([plugin]) => Object.hasOwn(SYNTAX_PLUGINS, plugin.name));
  const plugins = syntax.map(([plugin, ...parameters]) => {
    try {
      structuredClone(parameters);
    } catch {
      throw new Error(`remarkParseInWorker: the options of ${plugin.name} cannot be sent to the parse worker`);
    }
    return {name: plugin.name, parameters};
  });
  return {plugins};
}

async function checkedConfig(processor: Processor): Promise<ParserConfig> {
  const config = parserConfig(processor);
  const [here, there] = [syntaxSignature(processor), await workerSignature(config)];
  if (here !== there) {
    throw new Error(
      'remarkParseInWorker: the parse worker would not parse as this processor does (different syntax extensions). ' +
        'Add the new syntax plugin to SYNTAX_PLUGINS (src/framework-patches/mdx-parse-worker/syntax.mjs).\n' +
        `Here:   ${here.slice(0, 600)}\nWorker: ${there.slice(0, 600)}`,
    );
  }
  return config;
}

/**
 * Moves the Markdown parsing of each MDX compilation to a worker thread.
 *
 * Docusaurus compiles MDX in the bundler's loader, on the main thread, where
 * parsing is about half of the work and the main thread the bottleneck
 * of bundling (see the README's build notes). unified's `process()` parses
 * synchronously, then runs the transforms; this plugin makes the parser
 * return a placeholder and the processor's `run` swap it for the worker's
 * tree before the first transform. Its place among the remark plugins does
 * not matter.
 *
 * The worker builds its parser from the same syntax plugins with the same
 * options; the first compilation of each processor compares both parsers'
 * signatures and fails the build when they differ. A document the worker
 * cannot parse is parsed here again, which throws the syntax error as before.
 */
export default function remarkParseInWorker(this: Processor): void {
  attach(this);
}

function attach(processor: Processor): void {
  const parseHere = processor.parser;
  if (!parseHere) throw new Error('remarkParseInWorker: the processor has no parser (remark-parse) before it');
  const placeholders = new WeakSet<object>();
  processor.parser = () => {
    const placeholder: Root = {type: 'root', children: []};
    placeholders.add(placeholder);
    return placeholder;
  };

  let config: Promise<ParserConfig> | undefined;
  async function parsed(file: VFile): Promise<Root> {
    config ??= checkedConfig(processor);
    const doc = String(file);
    const tree = await parseInWorker(await config, doc);
    if (tree) return tree;
    parseHere!(doc, file);
    throw new Error(`remarkParseInWorker: ${file.path} parses here but not in the worker`);
  }

  const run = processor.run.bind(processor) as (tree: unknown, file: VFile, done: RunDone) => void;
  // `process()` calls `run(tree, file, done)`; the other forms of `run` are passed through.
  processor.run = function runParsed(tree: unknown, file?: unknown, done?: unknown) {
    if (!placeholders.has(tree as object)) return run(tree, file as VFile, done as RunDone);
    if (typeof done !== 'function') throw new Error('remarkParseInWorker: call process(), not parse() and run()');
    parsed(file as VFile).then(
      (real) => run(real, file as VFile, done as RunDone),
      (error: Error) => (done as RunDone)(error),
    );
    return undefined;
  } as Processor['run'];
}
