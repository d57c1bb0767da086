import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import postcssConfigPlugin from './index';

describe('postcss-config plugin', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-config-'));
    fs.writeFileSync(path.join(siteDir, 'docusaurus.config.ts'), '');
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));
  const plugin = () => postcssConfigPlugin({siteDir} as LoadContext);

  it('keeps the PostCSS plugins Docusaurus gives and turns off the search for a config file', () => {
    const autoprefixer = () => ({postcssPlugin: 'autoprefixer'});
    const options = plugin().configurePostCss!({plugins: [autoprefixer], ident: 'postcss'} as never);
    expect(options).toEqual({plugins: [autoprefixer], ident: 'postcss', config: false});
  });

  it.each(['postcss.config.js', 'postcss.config.mjs', '.postcssrc', '.postcssrc.json'])(
    'fails the build when the site has a %s, which would be ignored',
    (name) => {
      fs.writeFileSync(path.join(siteDir, name), '{}');
      expect(plugin).toThrow(`[postcss-config] ${name} would be ignored`);
    },
  );
});
