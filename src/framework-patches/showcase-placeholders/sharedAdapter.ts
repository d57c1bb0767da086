import {oncePerFile} from './oncePerFile';

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

/**
 * `adapter`, with each image's metadata and each resized image computed once
 * per process (./oncePerFile.js). Without it, a build resizes every showcase
 * preview four times: for the client and the server bundle of each locale
 * (the server bundle emits no file, but names each one after a hash of its
 * bytes). The resized previews of a build take 17 MB.
 */
export function sharedAdapter(adapter: ImageAdapter): ImageAdapter {
  return (imagePath) => {
    let image: ReturnType<ImageAdapter> | undefined;
    const source = () => (image ??= adapter(imagePath));
    return {
      metadata: () => oncePerFile(imagePath, 'metadata', () => source().metadata()),
      resize: (args) => {
        const {width, mime, options} = args;
        const task = `resize ${JSON.stringify([width, mime, options.quality, options.background])}`;
        return oncePerFile(imagePath, task, () => source().resize(args));
      },
    };
  };
}
