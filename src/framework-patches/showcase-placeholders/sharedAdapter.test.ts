import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {sharedAdapter, type ImageAdapter, type ResizeArgs} from './sharedAdapter';

/** A fake adapter that records what it was asked to do. */
function countingAdapter() {
  const calls: string[] = [];
  const adapter: ImageAdapter = (imagePath) => ({
    metadata: async () => {
      calls.push(`metadata ${path.basename(imagePath)}`);
      return {width: 1030};
    },
    resize: async ({width}: ResizeArgs) => {
      calls.push(`resize ${path.basename(imagePath)} ${width}`);
      return {data: Buffer.from(`${imagePath}@${width}`), width, height: Math.round(width / 2)};
    },
  });
  return {adapter, calls};
}

const args = (width: number, quality = 70): ResizeArgs => ({width, mime: 'image/png', options: {quality}});

describe('sharedAdapter', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-adapter-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  const image = (name: string, bytes = 'png') => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };

  it('resizes an image once for every compilation that asks (client and server, each locale)', async () => {
    const {adapter, calls} = countingAdapter();
    const file = image('a.png');
    const compilations = [sharedAdapter(adapter), sharedAdapter(adapter), sharedAdapter(adapter)];
    const outputs = await Promise.all(
      compilations.map(async (shared) => {
        const img = shared(file);
        await img.metadata();
        return Promise.all([img.resize(args(640)), img.resize(args(1030))]);
      }),
    );
    expect(calls).toEqual(['metadata a.png', 'resize a.png 640', 'resize a.png 1030']);
    expect(outputs[2]![0]!.data.toString()).toBe(`${file}@640`);
  });

  it('keeps images, widths and qualities apart', async () => {
    const {adapter, calls} = countingAdapter();
    const shared = sharedAdapter(adapter);
    const [a, b] = [shared(image('a.png')), shared(image('b.png'))];
    await Promise.all([a.resize(args(640)), a.resize(args(640, 90)), b.resize(args(640))]);
    expect(calls).toEqual(['resize a.png 640', 'resize a.png 640', 'resize b.png 640']);
  });

  it('resizes an image again once the file has changed', async () => {
    const {adapter, calls} = countingAdapter();
    const file = image('c.png');
    await sharedAdapter(adapter)(file).resize(args(640));
    fs.writeFileSync(file, 'a different image');
    await sharedAdapter(adapter)(file).resize(args(640));
    expect(calls).toEqual(['resize c.png 640', 'resize c.png 640']);
  });
});
