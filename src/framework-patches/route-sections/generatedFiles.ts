import vm from 'node:vm';

/** A route of `.docusaurus/routes.js`, as data: `ComponentCreator(path, hash)` is kept as its two arguments. */
export type RouteNode = {
  path: string;
  exact?: boolean;
  /** The arguments of the route's `ComponentCreator` call; `hash` is absent for the catch-all `*` route. */
  creator: {path: string; hash?: string};
  routes?: RouteNode[];
  /** Every other key of the route config (e.g. the docs plugin's `sidebar`), serialised as JSON by core. */
  attributes: Record<string, unknown>;
};

/** A registry entry: the module a chunk name loads, as core escaped it in the generated file. */
export type RegistryEntry = {chunkName: string; modulePath: string};

/** Nested chunk names of a route, as in `.docusaurus/routesChunkNames.json`. */
export type ChunkNames = {[key: string]: string | ChunkNames | ChunkNames[] | string[]};

const ROUTES_HEADER =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [";

/**
 * Reads core's generated `routes.js` (codegenRoutes.js) into data. The file is
 * evaluated with a stand-in `ComponentCreator`; a file of another shape
 * throws, so that a change in core cannot be silently mistranslated.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  if (!source.startsWith(ROUTES_HEADER)) {
    throw new Error(
      '[route-sections] .docusaurus/routes.js no longer starts with the imports and `export default [` of Docusaurus 3.10.',
    );
  }
  const body = `result = [${source.slice(ROUTES_HEADER.length)}`;
  const sandbox: {result?: unknown; ComponentCreator: (path: string, hash?: string) => unknown} = {
    ComponentCreator: (path, hash) => ({creatorCall: {path, hash}}),
  };
  vm.runInNewContext(body, sandbox, {timeout: 10_000});
  if (!Array.isArray(sandbox.result)) {
    throw new Error('[route-sections] .docusaurus/routes.js does not export an array of routes.');
  }
  return sandbox.result.map(toRouteNode);
}

function toRouteNode(raw: unknown): RouteNode {
  const {path, component, exact, routes, ...attributes} = raw as Record<string, unknown>;
  const creator = (component as {creatorCall?: RouteNode['creator']} | undefined)?.creatorCall;
  if (typeof path !== 'string' || !creator || typeof creator.path !== 'string') {
    throw new Error(`[route-sections] Unexpected route in .docusaurus/routes.js: ${JSON.stringify(raw)}`);
  }
  return {
    path,
    ...(exact === undefined ? {} : {exact: Boolean(exact)}),
    creator: creator.hash === undefined ? {path: creator.path} : creator,
    ...(Array.isArray(routes) ? {routes: routes.map(toRouteNode)} : {}),
    attributes,
  };
}

const STRING = String.raw`"((?:[^"\\]|\\.)*)"`;
const REGISTRY_LINE = new RegExp(
  String.raw`^  ${STRING}: \[\(\) => import\(/\* webpackChunkName: ${STRING} \*/ ${STRING}\), ${STRING}, require\.resolveWeak\(${STRING}\)\],$`,
);

/**
 * Reads core's generated `registry.js`: one line per chunk name, each
 * `"name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],`.
 * Any other line inside the object throws.
 */
export function parseRegistryModule(source: string): Map<string, RegistryEntry> {
  const prefix = 'export default {\n';
  const suffix = '};\n';
  if (!source.startsWith(prefix) || !source.endsWith(suffix)) {
    throw new Error('[route-sections] .docusaurus/registry.js is not `export default { … };` any more.');
  }
  // Core joins the entries with newlines and closes the object on the last one.
  const body = source.slice(prefix.length, -suffix.length);
  const entries = new Map<string, RegistryEntry>();
  for (const line of body ? body.split('\n') : []) {
    const match = REGISTRY_LINE.exec(line);
    const [, key, chunkName, importPath, modulePath, weakPath] = match ?? [];
    if (!match || key !== chunkName || importPath !== modulePath || weakPath !== modulePath) {
      throw new Error(`[route-sections] Unexpected line in .docusaurus/registry.js: ${line}`);
    }
    entries.set(key!, {chunkName: key!, modulePath: modulePath!});
  }
  return entries;
}

/** Every chunk name used by one route (the leaves of its nested chunk names). */
export function chunkNamesOf(names: ChunkNames | string | ChunkNames[] | string[]): string[] {
  if (typeof names === 'string') return [names];
  const values = Array.isArray(names) ? names : Object.values(names);
  return values.flatMap((value) => chunkNamesOf(value));
}

/** The key core gives a route in routesChunkNames.json (ComponentCreator's `${path}-${hash}`). */
export function routeKey(node: RouteNode): string | undefined {
  return node.creator.hash === undefined ? undefined : `${node.creator.path}-${node.creator.hash}`;
}
