import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadThemeAliases} from '@docusaurus/core/lib/webpack/aliases';
import {algoliaThemeDir, hostedComponentAliases, themePrecedenceProblems} from './themeAliases';

const ownThemeDir = path.join(__dirname, 'theme');
const classicThemeDir = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme');
const algoliaDir = algoliaThemeDir();
const emptySiteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-aliases-'));

afterAll(() => fs.rmSync(emptySiteDir, {recursive: true, force: true}));

/** The aliases core computes for plugins whose themes are `dirs`, in this order (core's own function). */
const aliasesFor = (siteDir: string, ...dirs: string[]) =>
  loadThemeAliases({siteDir, plugins: dirs.map((dir) => ({path: dir, getThemePath: () => dir})) as never}) as Promise<
    Record<string, string>
  >;

describe('theme precedence, on the aliases core computes', () => {
  it('the site order (preset themes classic and search-algolia, then the plugin) gives @theme/SearchBar to the plugin', async () => {
    const aliases = await aliasesFor(emptySiteDir, classicThemeDir, algoliaDir, ownThemeDir);
    expect(aliases['@theme/SearchBar']).toBe(path.join(ownThemeDir, 'SearchBar/index.tsx'));
    expect(aliases['@theme/SearchPage']).toBe(path.join(ownThemeDir, 'SearchPage/index.tsx'));
    expect(themePrecedenceProblems(aliases, ownThemeDir, algoliaDir)).toEqual([]);
  });

  it("@theme-init/SearchBar is theme-classic's placeholder, so the wrappers reach Algolia's components by their own aliases", async () => {
    const aliases = await aliasesFor(emptySiteDir, classicThemeDir, algoliaDir, ownThemeDir);
    expect(aliases['@theme-init/SearchBar']).toBe(path.join(classicThemeDir, 'SearchBar.js'));
    expect(aliases['@theme-original/SearchBar']).toBe(path.join(ownThemeDir, 'SearchBar/index.tsx'));
    for (const [alias, dir] of Object.entries(hostedComponentAliases())) {
      expect(alias).toMatch(/^@search-hosted\/Search(Bar|Page)$/);
      expect(fs.existsSync(path.join(dir, 'index.js')), dir).toBe(true);
      expect(dir.startsWith(algoliaDir)).toBe(true);
    }
  });

  it('reports the plugin listed before theme-search-algolia', async () => {
    const aliases = await aliasesFor(emptySiteDir, classicThemeDir, ownThemeDir, algoliaDir);
    expect(themePrecedenceProblems(aliases, ownThemeDir, algoliaDir)).toEqual([
      expect.stringMatching(/^@theme\/SearchBar resolves to .*theme-search-algolia/),
      expect.stringMatching(/^@theme\/SearchPage resolves to .*theme-search-algolia/),
    ]);
  });

  it('reports theme-search-algolia not loaded', async () => {
    const aliases = await aliasesFor(emptySiteDir, classicThemeDir, ownThemeDir);
    expect(themePrecedenceProblems(aliases, ownThemeDir, algoliaDir)).toEqual([
      expect.stringMatching(/^@theme\/SearchTranslations resolves to undefined: theme-search-algolia is not loaded/),
    ]);
  });

  it('reports a site swizzle of SearchBar, which overrides every plugin theme', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-aliases-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'src/theme/SearchBar'), {recursive: true});
      fs.writeFileSync(path.join(siteDir, 'src/theme/SearchBar/index.tsx'), 'export default null;');
      const aliases = await aliasesFor(siteDir, classicThemeDir, algoliaDir, ownThemeDir);
      expect(themePrecedenceProblems(aliases, ownThemeDir, algoliaDir)).toEqual([
        expect.stringMatching(/^@theme\/SearchBar resolves to .*src\/theme\/SearchBar/),
      ]);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
