import {describe, expect, it} from 'vitest';
import {plugins, presetOptions} from '../../../config/plugins';
import remarkParseInWorker from './remarkParseInWorker';

/** Every plugin of the site that compiles Markdown: the preset's and those named in the plugin list. */
const CONTENT_PLUGIN = /^(content-(docs|blog|pages)|\.\/src\/plugins\/changelog\/index\.ts)$/;

const contentPluginOptions: [string, {beforeDefaultRemarkPlugins?: unknown[]}][] = [
  ['preset docs', presetOptions.docs || {}],
  ['preset blog', presetOptions.blog || {}],
  ['preset pages', presetOptions.pages || {}],
  ...plugins.flatMap((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && CONTENT_PLUGIN.test(entry[0])
      ? [[`${entry[0]} ${(entry[1] as {id?: string}).id ?? ''}`, entry[1] as object] as [string, object]]
      : [],
  ),
];

describe('remarkParseInWorker in the site config', () => {
  it('is given to every content plugin instance, so no Markdown is parsed on the main thread', () => {
    expect(contentPluginOptions.length).toBeGreaterThanOrEqual(8);
    for (const [name, options] of contentPluginOptions) {
      expect(options.beforeDefaultRemarkPlugins ?? [], name).toContain(remarkParseInWorker);
    }
  });
});
