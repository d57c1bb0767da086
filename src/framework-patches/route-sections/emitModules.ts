import {chunkNamesOf, routeKey, type ChunkNames, type RegistryEntry, type RouteNode} from './generatedFiles';
import type {KeptRoute, Section, SplitItem, SplitResult} from './splitRoutes';
import {shortChunkNames} from './shortChunkNames';

/** The client modules the generated code imports, as absolute paths. */
export type RuntimePaths = {sections: string; sectionOutlet: string};

/** File name (in the output folder) and source of every module replacing core's three route files. */
export type EmittedModules = {
  routes: string;
  registry: string;
  routesChunkNames: string;
  sections: {id: string; fileName: string; source: string}[];
};

const json = JSON.stringify;

/** The chunk that holds a section's routes, chunk names and registry entries. */
export const sectionChunkName = (section: Section): string => `routes-${section.id}`;
export const sectionFileName = (section: Section): string => `section-${section.id}.js`;

function emitRoute(route: KeptRoute | RouteNode, isSplit: boolean): string {
  const {path, exact, creator, routes, attributes} = route;
  const args = creator.hash === undefined ? json(creator.path) : `${json(creator.path)}, ${json(creator.hash)}`;
  const parts = [`path: ${json(path)}`, `component: ComponentCreator(${args})`];
  if (exact) parts.push('exact: true');
  if (routes) {
    const children = isSplit
      ? (routes as SplitItem[]).map(emitItem)
      : (routes as RouteNode[]).map((child) => emitRoute(child, false));
    parts.push(`routes: [\n${children.join(',\n')}\n]`);
  }
  for (const [key, value] of Object.entries(attributes)) parts.push(`${json(key)}: ${json(value)}`);
  return `{${parts.join(', ')}}`;
}

function emitItem(item: SplitItem): string {
  if ('route' in item) return emitRoute(item.route, true);
  const {section} = item;
  const chunk = sectionChunkName(section);
  return `lazySection(SectionOutlet, ${json(section.path)}, ${json(chunk)}, () => import(/* webpackChunkName: ${json(chunk)} */ ${json(`./${sectionFileName(section)}`)}))`;
}

/**
 * The registry entries of the given chunk names, under their short names
 * (./shortChunkNames.ts). The second element, the
 * module path, is only reported to react-loadable's Capture during SSR (the
 * server bundle keeps core's registry), so the client gets an empty string.
 */
function emitRegistryEntries(
  names: Iterable<string>,
  registry: Map<string, RegistryEntry>,
  short: Map<string, string>,
): string {
  const lines = [...names].sort().map((name) => {
    const entry = registry.get(name);
    if (!entry)
      throw new Error(`[route-sections] Chunk name ${name} is in routesChunkNames.json but not in registry.js.`);
    const target = `"${entry.modulePath}"`;
    const chunk = json(short.get(name) ?? name);
    return `${chunk}: [() => import(/* webpackChunkName: ${chunk} */ ${target}), "", require.resolveWeak(${target})]`;
  });
  return `{\n${lines.join(',\n')}\n}`;
}

/** The same nested chunk names, each replaced by its short form. */
function renamed<T extends ChunkNames | ChunkNames[] | string | string[]>(names: T, short: Map<string, string>): T {
  if (typeof names === 'string') return (short.get(names) ?? names) as T;
  if (Array.isArray(names)) return names.map((n) => renamed(n, short)) as T;
  return Object.fromEntries(Object.entries(names).map(([key, value]) => [key, renamed(value, short)])) as T;
}

function routeKeysOf(items: SplitItem[]): string[] {
  return items.flatMap((item) => {
    if ('section' in item) return [];
    const key = routeKey(item.route as RouteNode);
    return [...(key ? [key] : []), ...routeKeysOf(item.route.routes ?? [])];
  });
}

function pick(chunkNames: Record<string, ChunkNames>, keys: string[]): Record<string, ChunkNames> {
  return Object.fromEntries(
    keys.map((key) => {
      const names = chunkNames[key];
      if (!names) throw new Error(`[route-sections] Route ${key} of routes.js has no entry in routesChunkNames.json.`);
      return [key, names];
    }),
  );
}

const header = (runtime: RuntimePaths): string =>
  [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import SectionOutlet from ${json(runtime.sectionOutlet)};`,
    `import {lazySection} from ${json(runtime.sections)};`,
  ].join('\n');

/**
 * The client modules for a split route tree: the three replacements of
 * core's routes.js, registry.js and routesChunkNames.json, holding only the
 * routes kept in the main bundle, and one module per section, which adds its
 * chunk names and registry entries to those objects before its routes call
 * ComponentCreator (ES module bodies run in order, after their imports).
 */
export function emitModules(
  split: SplitResult,
  chunkNames: Record<string, ChunkNames>,
  registry: Map<string, RegistryEntry>,
  runtime: RuntimePaths,
): EmittedModules {
  const short = shortChunkNames(registry.keys());
  const keptKeys = routeKeysOf(split.routes);
  const keptChunkNames = pick(chunkNames, keptKeys);
  const keptNames = new Set(Object.values(keptChunkNames).flatMap(chunkNamesOf));

  const sections = split.sections.map((section) => {
    const keys = routeKeysOf(section.routes);
    const ownChunkNames = pick(chunkNames, keys);
    const names = new Set(
      Object.values(ownChunkNames)
        .flatMap(chunkNamesOf)
        .filter((name) => !keptNames.has(name)),
    );
    const routes = [...section.routes.map(emitItem), ...(section.fallback ? [emitRoute(section.fallback, false)] : [])];
    const source = [
      header(runtime),
      "import registry from '@generated/registry';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      '',
      `Object.assign(routesChunkNames, ${json(renamed(ownChunkNames, short))});`,
      `Object.assign(registry, ${emitRegistryEntries(names, registry, short)});`,
      '',
      `export default [\n${routes.join(',\n')}\n];`,
      '',
    ].join('\n');
    return {id: section.id, fileName: sectionFileName(section), source};
  });

  return {
    routes: `${header(runtime)}\n\nexport default [\n${split.routes.map(emitItem).join(',\n')}\n];\n`,
    registry: `export default ${emitRegistryEntries(keptNames, registry, short)};\n`,
    routesChunkNames: `export default ${json(renamed(keptChunkNames, short))};\n`,
    sections,
  };
}
