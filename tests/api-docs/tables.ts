// What the API reference tests of every docs version share: the plugins whose options tables are checked, and how
// a table is compared with the names an installed package accepts.
import {expect} from 'vitest';
import {capturedSchema, schemaKeys} from './reference';

/** Compares two name lists and reports both differences at once. */
export function expectSameNames(documented: string[] | undefined, actual: string[], where: string): void {
  expect(documented, `${where}: no table found`).toBeDefined();
  const doc = new Set(documented);
  const act = new Set(actual);
  const missing = [...act].filter((n) => !doc.has(n)).sort();
  const extra = [...doc].filter((n) => !act.has(n)).sort();
  expect({missing, extra}, `${where}: documented names differ from the installed package`).toEqual({
    missing: [],
    extra: [],
  });
  expect(documented!.length, `${where}: a name is documented twice`).toBe(doc.size);
}

export const PLUGINS = [
  'plugin-content-docs',
  'plugin-content-blog',
  'plugin-content-pages',
  'plugin-client-redirects',
  'plugin-css-cascade-layers',
  'plugin-debug',
  'plugin-google-analytics',
  'plugin-google-gtag',
  'plugin-google-tag-manager',
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-rsdoctor',
  'plugin-sitemap',
  'plugin-svgr',
  'plugin-vercel-analytics',
];

/** Plugins with no validateOptions accept only the `id` that core adds to every plugin. */
const WITHOUT_VALIDATION = new Set(['plugin-debug']);

/**
 * ideal-image validates `disableInDev` and passes any other option to its
 * image loader (@docusaurus/responsive-loader): these are the loader options
 * the page documents, checked against the loader's own defaults below.
 */
export const IDEAL_IMAGE_LOADER_OPTIONS = ['name', 'sizes', 'size', 'min', 'max', 'steps', 'quality'];

export function pluginOptionKeys(plugin: string, scope = '@docusaurus'): string[] {
  if (WITHOUT_VALIDATION.has(plugin)) return ['id'];
  const keys = schemaKeys(capturedSchema(`${scope}/${plugin}`, 'validateOptions'));
  const extra = plugin === 'plugin-ideal-image' ? IDEAL_IMAGE_LOADER_OPTIONS : [];
  return [...new Set(['id', ...keys, ...extra])];
}

type SchemaNode = {
  keys?: Record<string, SchemaNode>;
  type?: string;
  items?: SchemaNode[];
  patterns?: {rule: SchemaNode}[];
};

/** The schema of a nested config field: `i18n.localeConfigs` is the value schema of each locale's entry. */
function schemaAt(schema: SchemaNode, dottedPath: string): SchemaNode | undefined {
  return dottedPath.split('.').reduce<SchemaNode | undefined>((node, key) => {
    const child = node?.keys?.[key];
    if (child?.type === 'object' && child.patterns) return child.patterns[0]?.rule;
    return child?.type === 'array' ? child.items?.[0] : child;
  }, schema);
}

/** Sub-tables of api/docusaurus-config whose schema is a plain object: compared key for key. */
export const CONFIG_OBJECT_TABLES = [
  'i18n',
  'i18n.localeConfigs',
  'markdown',
  'markdown.hooks',
  'markdown.mdx1Compat',
  'headTags',
];

/** Sub-tables whose schema is an alternative (a flag or an object, kept by name): each name must be in the code. */
export const CONFIG_FLAG_TABLES = ['future', 'future.v4'];

/**
 * The config page's nested tables against a core package: those of CONFIG_OBJECT_TABLES key for key; every name
 * of CONFIG_FLAG_TABLES present in the package's config validation (no invented flag).
 */
export function checkConfigSubTables(
  tables: Map<string, string[]>,
  schema: SchemaNode,
  validationSource: string,
  where: string,
): void {
  for (const table of CONFIG_OBJECT_TABLES)
    expectSameNames(tables.get(table), schemaKeys(schemaAt(schema, table)), `${where} (${table})`);
  for (const table of CONFIG_FLAG_TABLES) {
    const names = tables.get(table);
    expect(names, `${where}: no ${table} table`).toBeDefined();
    expect(
      names!.filter((name) => !validationSource.includes(name)),
      `${where} (${table}): documented flags the config validation does not know`,
    ).toEqual([]);
  }
}

/** Themes whose own `themeConfig` field has an options table on their page: [package, field, a valid themeConfig]. */
export const NESTED_THEME_CONFIGS = [
  ['theme-mermaid', 'mermaid', {}],
  ['theme-live-codeblock', 'liveCodeBlock', {}],
  ['theme-search-algolia', 'algolia', {algolia: {appId: 'app', apiKey: 'key', indexName: 'index'}}],
] as const;
