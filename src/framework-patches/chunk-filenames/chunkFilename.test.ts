import {describe, expect, it} from 'vitest';
import {CHUNK_FILENAME, CORE_CHUNK_FILENAME, CORE_DEV_CHUNK_FILENAME, nameChunksByBuild} from './chunkFilename';

describe('chunk-filenames', () => {
  it("replaces core's production name for lazy chunks with one hash for the build", () => {
    const config = {output: {chunkFilename: CORE_CHUNK_FILENAME}};
    nameChunksByBuild(config);
    expect(config.output.chunkFilename).toBe(CHUNK_FILENAME);
  });

  it('leaves the development server alone', () => {
    const config = {output: {chunkFilename: CORE_DEV_CHUNK_FILENAME}};
    nameChunksByBuild(config);
    expect(config.output.chunkFilename).toBe(CORE_DEV_CHUNK_FILENAME);
  });

  it("fails the build when core's name is something else", () => {
    expect(() => nameChunksByBuild({output: {chunkFilename: 'assets/js/[name].[chunkhash].js'}})).toThrow(
      /\[chunk-filenames\] core's client output.chunkFilename/,
    );
    expect(() => nameChunksByBuild({})).toThrow(/chunk-filenames/);
  });
});
