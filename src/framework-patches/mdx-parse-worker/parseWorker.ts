import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Root} from 'mdast';

/** What the worker needs to build a parser like the main thread's: its syntax plugins, by name, with their options. */
export type ParserConfig = {
  readonly plugins: readonly {readonly name: string; readonly parameters: readonly unknown[]}[];
};

// A parse reply without `tree` means the document does not parse (the main thread then throws its error).
type Reply = {id: number; tree?: Root; signature?: string; error?: string};
type Pending = {resolve: (reply: Reply) => void; reject: (error: Error) => void};

/** An idle worker is stopped after this long, so that it holds no memory between bundling phases. */
const IDLE_MS = 1000;

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const {reject} of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function startWorker(): Worker {
  const started = new Worker(path.join(__dirname, 'worker.mjs'));
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) becomeIdle(started);
    if (!waiting) return;
    if (reply.error) waiting.reject(new Error(`The MDX parse worker failed:\n${reply.error}`));
    else waiting.resolve(reply);
  });
  started.on('error', (error) => failAll(new Error(`The MDX parse worker crashed: ${error.message}`, {cause: error})));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`The MDX parse worker exited with code ${code}`));
  });
  return started;
}

function becomeIdle(idle: Worker): void {
  // Unreferenced while idle, so it never keeps the process alive.
  idle.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (worker !== idle || pending.size > 0) return;
    worker = undefined;
    void idle.terminate();
  }, IDLE_MS).unref();
}

function request(message: {config: ParserConfig; doc?: string}): Promise<Reply> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  worker.ref();
  const id = nextId++;
  return new Promise<Reply>((resolve, reject) => {
    pending.set(id, {resolve, reject});
    worker!.postMessage({id, ...message});
  });
}

/** The signature (`syntaxSignature` in syntax.mjs) of the parser the worker builds for this configuration. */
export async function workerSignature(config: ParserConfig): Promise<string> {
  const {signature} = await request({config});
  if (signature === undefined) throw new Error('The MDX parse worker sent no signature');
  return signature;
}

/** The document parsed by the worker, or undefined when it does not parse. */
export async function parseInWorker(config: ParserConfig, doc: string): Promise<Root | undefined> {
  const {tree} = await request({config, doc});
  return tree;
}
