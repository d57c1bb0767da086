import fs from 'node:fs';

/** What responsive-loader asks of an image adapter (its `adapter` option). */
export type ResizeArgs = {
  readonly width: number;
  readonly mime: string;
  readonly options: {readonly quality?: number; readonly background?: unknown};
};
export type Resized = {readonly data: Buffer; readonly width: number; readonly height: number};
export type ImageAdapter = (imagePath: string) => {
  metadata(): Promise<{width?: number}>;
  resize(args: ResizeArgs): Promise<Resized>;
};

// On globalThis: Docusaurus loads plugins afresh for each locale, so a module-level map would last one locale.
const RESULTS = Symbol.for('docusaurus-website/showcase-placeholders/resized-images');
type Results = Map<string, Promise<unknown>>;

function results(): Results {
  const holder = globalThis as {[RESULTS]?: Results};
  return (holder[RESULTS] ??= new Map());
}

/**
 * `adapter`, with each image's metadata and each resized image computed once
 * per process. Without it, a build resizes every showcase preview four times:
 * for the client and the server bundle of each locale (the server bundle
 * emits no file, but names each one after a hash of its bytes). The resized
 * previews of a build take 17 MB. A file that changes on disk is read again.
 */
export function sharedAdapter(adapter: ImageAdapter): ImageAdapter {
  const memo = results();
  const once = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key) as Promise<T>;
  };
  return (imagePath) => {
    const {mtimeMs, size} = fs.statSync(imagePath);
    const file = JSON.stringify([imagePath, mtimeMs, size]);
    let image: ReturnType<ImageAdapter> | undefined;
    const source = () => (image ??= adapter(imagePath));
    return {
      metadata: () => once(`${file} metadata`, () => source().metadata()),
      resize: (args) => {
        const {width, mime, options} = args;
        return once(`${file} ${JSON.stringify([width, mime, options.quality, options.background])}`, () =>
          source().resize(args),
        );
      },
    };
  };
}
