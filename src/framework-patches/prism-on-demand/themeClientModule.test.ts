import {describe, expect, it} from 'vitest';
import {
  assertPrismClientModule,
  prismClientModuleProblems,
  readThemeClassicFiles,
  type ThemeClassicFiles,
} from './themeClientModule';

// The installed theme-classic: what the build really uses.
const installed = readThemeClassicFiles();

describe('prism-on-demand start-up check', () => {
  it('finds everything it relies on in the installed theme-classic', () => {
    expect(prismClientModuleProblems(installed)).toEqual([]);
    expect(() => assertPrismClientModule(installed)).not.toThrow();
  });

  it('fails when the client module file is gone', () => {
    const gone: ThemeClassicFiles = {...installed, clientModulePath: undefined, clientModuleSource: undefined};
    expect(prismClientModuleProblems(gone)).toEqual(['lib/prism-include-languages.js no longer exists']);
  });

  it('fails when the theme stops registering the client module', () => {
    const pluginSource = installed.pluginSource.replace(`'./prism-include-languages',`, '');
    expect(prismClientModuleProblems({...installed, pluginSource})).toEqual([
      `lib/index.js no longer registers './prism-include-languages' as a client module`,
    ]);
  });

  it('fails when the client module moves where the replacement regex does not look', () => {
    const clientModulePath = installed.clientModulePath!.replace('prism-include-languages', 'prism/languages');
    expect(prismClientModuleProblems({...installed, clientModulePath})[0]).toMatch(
      /does not match THEME_PRISM_CLIENT_MODULE/,
    );
  });

  it('fails when the client module registers the languages differently', () => {
    const clientModuleSource = installed.clientModuleSource!.replace('@theme/prism-include-languages', './languages');
    expect(prismClientModuleProblems({...installed, clientModuleSource})[0]).toMatch(/registerLanguages\.ts imitates/);
  });

  it('fails when the theme no longer limits the bundled Prism languages', () => {
    const pluginSource = installed.pluginSource.replace('ContextReplacementPlugin', 'DefinePlugin');
    expect(prismClientModuleProblems({...installed, pluginSource})[0]).toMatch(/no longer limits prismjs\/components/);
  });

  it('throws one error naming the version, every problem and what to do', () => {
    const broken: ThemeClassicFiles = {
      ...installed,
      version: '9.9.9',
      clientModulePath: undefined,
      clientModuleSource: undefined,
    };
    expect(() => assertPrismClientModule(broken)).toThrow(
      /theme-classic 9\.9\.9 changed[\s\S]*no longer exists[\s\S]*update themeClientModule\.ts and registerLanguages\.ts/,
    );
  });
});
