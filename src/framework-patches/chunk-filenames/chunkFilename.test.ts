import {describe, expect, it} from 'vitest';
import {
  CHUNK_FILENAME,
  CORE_CHUNK_FILENAME,
  CORE_CSS_CHUNK_FILENAME,
  CORE_DEV_CHUNK_FILENAME,
  CSS_CHUNK_FILENAME,
  nameChunksByBuild,
  nameCssChunksByBuild,
} from './chunkFilename';

class CssExtractRspackPlugin {
  constructor(readonly options: {filename: string; chunkFilename: string}) {}
}

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

  it('names the stylesheets of lazy chunks by the build too, and fails when core’s extract plugin moved', () => {
    const plugin = new CssExtractRspackPlugin({
      filename: CORE_CSS_CHUNK_FILENAME,
      chunkFilename: CORE_CSS_CHUNK_FILENAME,
    });
    nameCssChunksByBuild({plugins: [{}, plugin]});
    expect(plugin.options).toEqual({filename: CORE_CSS_CHUNK_FILENAME, chunkFilename: CSS_CHUNK_FILENAME});
    const dev = new CssExtractRspackPlugin({filename: '[name].css', chunkFilename: '[name].css'});
    nameCssChunksByBuild({plugins: [dev]});
    expect(dev.options.chunkFilename).toBe('[name].css');
    expect(() => nameCssChunksByBuild({plugins: []})).toThrow(/chunk-filenames.*CSS extract plugin/);
    expect(() =>
      nameCssChunksByBuild({plugins: [new CssExtractRspackPlugin({filename: 'x', chunkFilename: 'assets/[id].css'})]}),
    ).toThrow(/chunk-filenames/);
  });
});
