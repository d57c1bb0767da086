// The 3.9.2 API reference (versioned_docs/version-3.9.2) against the 3.9.2 packages, installed next to the current
// ones under the alias scope @docusaurus-3.9.2 (package.json devDependencies). The "since" and "removed" badges of
// the option tables (src/plugins/version-changes/apiBadges.ts) compare the tables of the hosted versions: with
// the Canary tables checked by api-docs.test.ts and these, a badge cannot be wrong because a table is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLUGINS, NESTED_THEME_CONFIGS, checkConfigSubTables, expectSameNames, pluginOptionKeys} from './tables';
import {
  SITE_DIR,
  capturedSchema,
  cliCommands,
  cliFlags,
  documentedNames,
  schemaKeys,
  siteConfigSchema,
} from './reference';

const VERSION = '3.9.2';
const SCOPE = `@docusaurus-${VERSION}`;
const DOCS = path.join(SITE_DIR, `versioned_docs/version-${VERSION}`);
/**
 * @docusaurus/core 3.9.2 is not a dependency of its own: its `docusaurus` command would take the place of the
 * site's in node_modules/.bin. It comes with each aliased plugin, nested (the site's 3.10 core holds the top).
 */
const CORE = path.join(SITE_DIR, `node_modules/${SCOPE}/plugin-content-docs/node_modules/@docusaurus/core`);
const BIN = path.join(CORE, 'bin/docusaurus.mjs');
const names = (page: string) => documentedNames(page, DOCS);
// The 3.9.2 CLI loads the site of its working directory, and this site's config has fields 3.9.2 does not know
// (future.faster): its --help runs in a minimal site.
const CLI_SITE = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-3.9.2-'));
fs.writeFileSync(path.join(CLI_SITE, 'package.json'), '{"name": "cli-site", "private": true}');
fs.writeFileSync(
  path.join(CLI_SITE, 'docusaurus.config.js'),
  "module.exports = {title: 'CLI', url: 'https://example.com', baseUrl: '/'};",
);

it(`the aliased packages are ${VERSION}`, () => {
  const versionOf = (dir: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  for (const dir of [`node_modules/${SCOPE}/plugin-content-docs`, `node_modules/${SCOPE}/theme-classic`])
    expect(versionOf(path.join(SITE_DIR, dir)), dir).toBe(VERSION);
  expect(versionOf(CORE), CORE).toBe(VERSION);
});

describe(`plugin options (${VERSION})`, () => {
  for (const plugin of PLUGINS) {
    it(`${plugin}: the options table lists exactly the options the plugin accepts`, () => {
      const page = `api/plugins/@docusaurus/${plugin}.mdx`;
      expectSameNames(names(page).get('options'), pluginOptionKeys(plugin, SCOPE), `${VERSION} ${page}`);
    });
  }
});

describe(`theme configuration (${VERSION})`, () => {
  it('api/themes/configuration lists every themeConfig key of theme-classic', () => {
    const keys = schemaKeys(capturedSchema(`${SCOPE}/theme-classic`, 'validateThemeConfig'));
    expectSameNames(names('api/themes/configuration.mdx').get('themeConfig'), keys, `${VERSION} themes/configuration`);
  });

  it('theme-classic lists its plugin options', () => {
    const keys = ['id', ...schemaKeys(capturedSchema(`${SCOPE}/theme-classic`, 'validateOptions'))];
    expectSameNames(names('api/themes/@docusaurus/theme-classic.mdx').get('options'), keys, `${VERSION} theme-classic`);
  });

  for (const [theme, key, input] of NESTED_THEME_CONFIGS) {
    it(`${theme} lists every field of themeConfig.${key}`, () => {
      const schema = capturedSchema(`${SCOPE}/${theme}`, 'validateThemeConfig', input);
      const page = `api/themes/@docusaurus/${theme}.mdx`;
      expectSameNames(names(page).get(key), schemaKeys(schema.keys?.[key]), `${VERSION} ${page}`);
    });
  }
});

describe(`site config and CLI (${VERSION})`, () => {
  it('api/docusaurus-config lists every top-level field of the config schema', () => {
    const keys = schemaKeys(siteConfigSchema(CORE));
    expectSameNames(names('api/docusaurus-config.mdx').get('config'), keys, `${VERSION} docusaurus-config`);
  });

  it('api/docusaurus-config: the nested tables match the config schema', () => {
    const source = fs.readFileSync(path.join(CORE, 'lib/server/configValidation.js'), 'utf8');
    checkConfigSubTables(
      documentedNames('api/docusaurus-config.mdx', DOCS),
      siteConfigSchema(CORE),
      source,
      'api/docusaurus-config.mdx',
    );
  });

  const tables = names('cli.mdx');
  for (const command of cliCommands(BIN, CLI_SITE).filter((c) => !/^docs:version/.test(c))) {
    it(`docusaurus ${command}: the flags table matches --help`, () => {
      const flags = cliFlags(command, BIN, CLI_SITE);
      if (flags.length === 0) expect(tables.get(`cli-${command}`) ?? []).toEqual([]);
      else expectSameNames(tables.get(`cli-${command}`), flags, `${VERSION} cli.mdx (${command})`);
    });
  }
});

it('`npx docusaurus` is still the site’s Docusaurus, not an aliased one', () => {
  expect(fs.realpathSync(path.join(SITE_DIR, 'node_modules/.bin/docusaurus'))).toBe(
    fs.realpathSync(path.join(SITE_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')),
  );
});
