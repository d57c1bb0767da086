// Reads the API reference pages and the installed Docusaurus packages, so the
// test can compare what is documented with what the code accepts.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {tableNames} from '../../src/plugins/version-changes/apiBadges';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(SITE_DIR, 'docs');

// jiti, like Docusaurus itself, loads packages whose lib/ mixes ESM syntax into .js files.
const load = createJiti(path.join(SITE_DIR, 'docusaurus.config.ts'), {interopDefault: true});

/** The first cells (`name` in backticks) of every `<APITable name="…">` on a page, by table name. */
export function documentedNames(page: string, docsDir: string = DOCS_DIR): Map<string, string[]> {
  return tableNames(fs.readFileSync(path.join(docsDir, page), 'utf8'));
}

type JoiDescription = {keys?: Record<string, JoiDescription>; flags?: {presence?: string}};

/** Keys of a Joi object schema, without the ones it forbids (removed options that only exist to give an error). */
export function schemaKeys(description: JoiDescription | undefined): string[] {
  return Object.entries(description?.keys ?? {})
    .filter(([, d]) => d.flags?.presence !== 'forbidden')
    .map(([k]) => k);
}

type Validator = (args: {
  validate: (schema: {describe(): JoiDescription}, value: unknown) => unknown;
  options?: unknown;
  themeConfig?: unknown;
}) => unknown;

/** Runs a package's exported validator with a `validate` that only captures the schema it is given. */
export function capturedSchema(
  pkg: string,
  exportName: 'validateOptions' | 'validateThemeConfig',
  input: unknown = {},
): JoiDescription {
  const mod = load(pkg) as Record<string, Validator | undefined>;
  const validator = mod[exportName];
  if (typeof validator !== 'function') {
    throw new Error(`${pkg} exports no ${exportName}`);
  }
  let captured: JoiDescription | undefined;
  validator({
    validate: (schema, value) => {
      captured = schema.describe();
      return value;
    },
    options: input,
    themeConfig: input,
  });
  if (!captured) throw new Error(`${pkg}.${exportName} did not call validate()`);
  return captured;
}

/** The site config schema of @docusaurus/core (or of another installed copy of it: `@docusaurus-3.9.2/core`). */
export function siteConfigSchema(core = '@docusaurus/core'): JoiDescription {
  const {ConfigSchema} = load(`${core}/lib/server/configValidation`) as {
    ConfigSchema: {describe(): JoiDescription};
  };
  return ConfigSchema.describe();
}

/** Runs a CLI's `--help` and returns its commands or its options, as printed. */
function help(bin: string, args: string[], cwd: string): string {
  return execFileSync(process.execPath, [bin, ...args, '--help'], {cwd, encoding: 'utf8'});
}

export const DOCUSAURUS_BIN = path.join(SITE_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** The commands listed by `docusaurus --help` (without `help` itself). */
export function cliCommands(bin = DOCUSAURUS_BIN, cwd = SITE_DIR): string[] {
  const text = help(bin, [], cwd);
  const section = text.split(/^Commands:$/m)[1] ?? '';
  return [...section.matchAll(/^\s{2}(\S+)/gm)].map((m) => m[1]!).filter((c) => c !== 'help' && !c.startsWith('-'));
}

/** The long flags printed by `<bin> <command> --help`, without --help. */
export function cliFlags(command: string | undefined, bin = DOCUSAURUS_BIN, cwd = SITE_DIR): string[] {
  const text = help(bin, command ? [command] : [], cwd);
  const section = text.split(/^Options:$/m)[1] ?? '';
  return [...section.matchAll(/^\s{2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!).filter((f) => f !== '--help');
}

export const CREATE_DOCUSAURUS_BIN = path.join(SITE_DIR, 'node_modules/create-docusaurus/bin/index.js');

/** Named exports of a client module of @docusaurus/core (`@docusaurus/Link` → lib/client/exports/Link.js). */
export function clientModuleExports(moduleName: string): string[] {
  const file = path.join(
    SITE_DIR,
    'node_modules/@docusaurus/core/lib/client/exports',
    `${moduleName.replace('@docusaurus/', '')}.js`,
  );
  if (!fs.existsSync(file)) return [];
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  if (/export default /.test(source)) names.add('default');
  for (const m of source.matchAll(/export (?:async )?(?:function|const|let|class) (\w+)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/export \{([^}]+)\}/g)) {
    for (const part of m[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  }
  for (const m of source.matchAll(/export \* from '([^']+)'/g)) names.add(`*${m[1]}`);
  return [...names];
}

/** `import X, {a, b as c} from 'mod'` statements found in a page's code blocks. */
export function importsOnPage(page: string): {module: string; names: string[]}[] {
  const text = fs.readFileSync(path.join(DOCS_DIR, page), 'utf8');
  const imports: {module: string; names: string[]}[] = [];
  for (const m of text.matchAll(/^import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)';?/gm)) {
    const clause = m[1]!;
    const names: string[] = [];
    const named = clause.match(/\{([^}]*)\}/)?.[1];
    const defaultName = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (defaultName && !defaultName.startsWith('*')) names.push('default');
    for (const part of named?.split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    imports.push({module: m[2]!, names});
  }
  return imports;
}
