import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import bundlerMemoryPlugin, {collectGarbage} from './index';

/** A WeakRef to an object nothing else holds, once the job that made it is over. */
async function unreachableObject(): Promise<WeakRef<object>> {
  const ref = new WeakRef({payload: new Array(1000).fill('x')});
  await new Promise((resolve) => setTimeout(resolve, 0));
  return ref;
}

describe('bundler-memory', () => {
  it('collects what nothing holds any more', async () => {
    const ref = await unreachableObject();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });

  it('leaves no gc() behind: neither here nor in contexts made later', () => {
    collectGarbage();
    expect((globalThis as {gc?: unknown}).gc).toBeUndefined();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('collects when the plugin is made (the start of each locale)', async () => {
    const ref = await unreachableObject();
    bundlerMemoryPlugin();
    expect(ref.deref()).toBeUndefined();
  });

  it('collects when postBuild starts', async () => {
    // Made first: making the plugin collects too.
    const postBuild = bundlerMemoryPlugin().postBuild as () => Promise<void>;
    const ref = await unreachableObject();
    await postBuild();
    expect(ref.deref()).toBeUndefined();
  });
});
