// `npm run test:api-docs`: the API reference against the installed packages.
// When Docusaurus is upgraded, a failure here names the options, flags or
// exports that were added or removed upstream (or mistyped in the docs).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  IDEAL_IMAGE_LOADER_OPTIONS,
  PLUGINS,
  NESTED_THEME_CONFIGS,
  checkConfigSubTables,
  expectSameNames,
  pluginOptionKeys,
} from './tables';
import {
  CREATE_DOCUSAURUS_BIN,
  DOCS_DIR,
  SITE_DIR,
  capturedSchema,
  cliCommands,
  cliFlags,
  clientModuleExports,
  documentedNames,
  importsOnPage,
  schemaKeys,
  siteConfigSchema,
} from './reference';

describe('plugin options', () => {
  for (const plugin of PLUGINS) {
    it(`${plugin}: the options table lists exactly the options the plugin accepts`, () => {
      const page = `api/plugins/@docusaurus/${plugin}.mdx`;
      expectSameNames(documentedNames(page).get('options'), pluginOptionKeys(plugin), page);
    });
  }

  it('the ideal-image loader options exist in the loader', () => {
    const loader = fs.readFileSync(
      path.resolve(__dirname, '../../node_modules/@docusaurus/responsive-loader/lib/index.js'),
      'utf8',
    );
    for (const option of IDEAL_IMAGE_LOADER_OPTIONS) {
      expect(loader, option).toMatch(new RegExp(`\\b${option}\\b`));
    }
  });
});

describe('theme configuration', () => {
  it('api/themes/configuration lists every themeConfig key of theme-classic', () => {
    const keys = schemaKeys(capturedSchema('@docusaurus/theme-classic', 'validateThemeConfig'));
    expectSameNames(
      documentedNames('api/themes/configuration.mdx').get('themeConfig'),
      keys,
      'api/themes/configuration.mdx',
    );
  });

  it('theme-classic lists its plugin options', () => {
    const keys = ['id', ...schemaKeys(capturedSchema('@docusaurus/theme-classic', 'validateOptions'))];
    const page = 'api/themes/@docusaurus/theme-classic.mdx';
    expectSameNames(documentedNames(page).get('options'), keys, page);
  });

  for (const [theme, key, input] of NESTED_THEME_CONFIGS) {
    it(`${theme} lists every field of themeConfig.${key}`, () => {
      const schema = capturedSchema(`@docusaurus/${theme}`, 'validateThemeConfig', input);
      const page = `api/themes/@docusaurus/${theme}.mdx`;
      expectSameNames(documentedNames(page).get(key), schemaKeys(schema.keys?.[key]), page);
    });
  }
});

describe('site config', () => {
  it('api/docusaurus-config lists every top-level field of the config schema', () => {
    const keys = schemaKeys(siteConfigSchema());
    expectSameNames(documentedNames('api/docusaurus-config.mdx').get('config'), keys, 'api/docusaurus-config.mdx');
  });

  it('api/docusaurus-config: the nested tables match the config schema', () => {
    const source = fs.readFileSync(
      path.join(SITE_DIR, 'node_modules', '@docusaurus/core', 'lib/server/configValidation.js'),
      'utf8',
    );
    checkConfigSubTables(
      documentedNames('api/docusaurus-config.mdx', DOCS_DIR),
      siteConfigSchema('@docusaurus/core'),
      source,
      'api/docusaurus-config.mdx',
    );
  });
});

describe('CLI', () => {
  const cliPage = fs.readFileSync(path.join(DOCS_DIR, 'cli.mdx'), 'utf8');
  const tables = documentedNames('cli.mdx');
  // `docs:version:<pluginId>` exists once per docs plugin instance of the site running the command.
  const commands = cliCommands().filter((c) => !/^docs:version:/.test(c));

  it('documents every command of `docusaurus --help` in its own section', () => {
    expect(commands.length).toBeGreaterThan(5);
    for (const command of commands) {
      expect(cliPage, command).toMatch(new RegExp(`^##+ .*docusaurus ${command.replace(':', '\\:')}\\b`, 'm'));
    }
  });

  for (const command of cliCommands().filter((c) => !/^docs:version/.test(c))) {
    it(`docusaurus ${command}: the flags table matches --help`, () => {
      const flags = cliFlags(command);
      if (flags.length === 0) {
        expect(tables.get(`cli-${command}`) ?? []).toEqual([]);
      } else {
        expectSameNames(tables.get(`cli-${command}`), flags, `cli.mdx (${command})`);
      }
    });
  }

  it('create-docusaurus: the flags table matches --help', () => {
    const page = 'api/misc/create-docusaurus.mdx';
    expectSameNames(
      documentedNames(page).get('cli-create-docusaurus'),
      cliFlags(undefined, CREATE_DOCUSAURUS_BIN),
      page,
    );
  });
});

describe('client API (docusaurus-core)', () => {
  const page = 'docusaurus-core.mdx';
  const imports = importsOnPage(page).filter(
    (i) =>
      i.module.startsWith('@docusaurus/') &&
      !i.module.startsWith('@docusaurus/theme-') &&
      !i.module.startsWith('@docusaurus/plugin-'),
  );

  it('imports documented APIs in its examples', () => {
    expect(imports.length).toBeGreaterThan(10);
  });

  it('every name imported in an example exists in the installed client modules', () => {
    const missing: string[] = [];
    for (const {module, names} of imports) {
      const exported = clientModuleExports(module);
      const reexports = exported.filter((e) => e.startsWith('*'));
      for (const name of names) {
        if (!exported.includes(name) && reexports.length === 0) missing.push(`${name} from ${module}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every documented export (### heading) is imported in an example', () => {
    const text = fs.readFileSync(path.join(DOCS_DIR, page), 'utf8');
    const headings = [...text.matchAll(/^###\s+`<?(\w+)\s*\/?>?`/gm)].map((m) => m[1]!);
    expect(headings.length).toBeGreaterThan(10);
    const importedNames = new Set(
      imports.flatMap(({module, names}) => names.map((n) => (n === 'default' ? module.split('/').pop()! : n))),
    );
    expect(headings.filter((h) => !importedNames.has(h))).toEqual([]);
  });
});
