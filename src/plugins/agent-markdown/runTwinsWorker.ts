import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {TwinsInput, TwinsResult} from './writeTwins';

/** Runs writeTwins on a thread of its own (./twinsWorker.cjs); rejects with the thread's error. */
export function runTwinsWorker(input: TwinsInput): Promise<TwinsResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'twinsWorker.cjs'), {workerData: input});
    let result: TwinsResult | undefined;
    worker.once('message', (message: TwinsResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result && code === 0
        ? resolve(result)
        : reject(new Error(`[agent-markdown] the twins' thread stopped (exit code ${code}) before it was done`)),
    );
  });
}
