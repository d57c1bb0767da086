import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PluginRouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
// Core's own code generator writes the three files this plugin reads, so the
// tests follow the format of the installed @docusaurus/core.
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {parseRegistryModule, parseRoutesModule} from './generatedFiles';
import {writeSectionModules} from './writeModules';

const plugin = {name: 'test-plugin', id: 'default'};
const leaf = (p: string, extra: Record<string, unknown> = {}) => ({
  path: p,
  exact: true,
  component: '@theme/DocItem',
  modules: {content: `@site/docs${p}.mdx`},
  plugin,
  ...extra,
});

/** A docs-like tree, a blog-like group of flat routes, the home page and an `.html` route. */
function coreRoutes(): unknown[] {
  const docs = Array.from({length: 12}, (_, i) => leaf(`/docs/doc-${i}`, {sidebar: 'docs'}));
  const posts = Array.from({length: 12}, (_, i) => leaf(`/blog/post-${i}`));
  return [
    ...posts,
    leaf('/blog/old.html'),
    leaf('/showcase'),
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      plugin,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          plugin,
          props: {version: {name: 'current'}},
          routes: [{path: '/docs', component: '@theme/DocRoot', plugin, routes: docs}],
        },
      ],
    },
    {path: '/', exact: true, component: '@site/src/pages/index.tsx', plugin},
  ];
}

/** Core's files for coreRoutes(), with production chunk names (8 hex digits). */
async function generated(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-sections-'));
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes: coreRoutes() as PluginRouteConfig[], baseUrl: '/'});
  } finally {
    process.env.NODE_ENV = env;
  }
  return dir;
}

type Emitted = {
  routes: Record<string, unknown>[];
  calls: {lazy: unknown[][]; creator: unknown[][]};
  registry: Record<string, unknown>;
  chunkNames: Record<string, unknown>;
};

/** Runs an emitted module with stand-ins for its imports; returns its default export and what it called. */
function run(
  source: string,
  shared: {registry: Record<string, unknown>; chunkNames: Record<string, unknown>},
): Emitted {
  const calls = {lazy: [] as unknown[][], creator: [] as unknown[][]};
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const routes = new Function(
    'ComponentCreator',
    'SectionOutlet',
    'lazySection',
    'registry',
    'routesChunkNames',
    'require',
    body,
  )(
    (...args: unknown[]) => (calls.creator.push(args), {creator: args}),
    'SectionOutlet',
    (...args: unknown[]) => (calls.lazy.push(args), {section: args[1]}),
    shared.registry,
    shared.chunkNames,
    {resolveWeak: (p: string) => `weak:${p}`},
  ) as Record<string, unknown>[];
  return {routes, calls, ...shared};
}

describe('writeSectionModules', () => {
  it('reads the files core generates', async () => {
    const dir = await generated();
    const routes = parseRoutesModule(fs.readFileSync(path.join(dir, 'routes.js'), 'utf8'));
    expect(routes.map((r) => r.path)).toEqual([
      ...Array.from({length: 12}, (_, i) => `/blog/post-${i}`),
      '/blog/old.html',
      '/showcase',
      '/docs',
      '/',
      '*',
    ]);
    const registry = parseRegistryModule(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'));
    expect([...registry.values()].some((entry) => entry.modulePath === '@site/docs/docs/doc-3.mdx')).toBe(true);
  });

  it('throws on a registry line of another shape', () => {
    expect(() => parseRegistryModule('export default {\n  "a": [() => import("x"), "x"],};\n')).toThrow(
      /Unexpected line/,
    );
    expect(() => parseRoutesModule('export default [];')).toThrow(/no longer starts/);
  });

  it('writes kept routes and sections whose chunk names and registry entries add up to core’s', async () => {
    const dir = await generated();
    const outDir = path.join(dir, 'out');
    const summary = writeSectionModules({
      generatedFilesDir: dir,
      outDir,
      baseUrl: '/',
      minRoutes: 10,
      runtime: {sections: '/runtime/sections.ts', sectionOutlet: '/runtime/SectionOutlet.tsx'},
    });
    expect(summary.sections.map((s) => s.path).sort()).toEqual(['/blog', '/docs']);

    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    // The kept modules: registry and chunk names of the kept routes only.
    const shared = {
      registry: new Function('require', read('registry.js').replace('export default', 'return'))({
        resolveWeak: (p: string) => p,
      }) as Record<string, unknown>,
      chunkNames: new Function(read('routesChunkNames.js').replace('export default', 'return'))() as Record<
        string,
        unknown
      >,
    };
    const kept = run(read('routes.js'), shared);
    expect(kept.routes.map((r) => (r.section as string | undefined) ?? r.path)).toEqual([
      '/blog/old.html',
      '/blog',
      '/showcase',
      '/docs',
      '/',
      '*',
    ]);
    expect(read('routes.js')).toContain(`import(/* webpackChunkName: "routes-blog" */ "./section-blog.js")`);
    const keptKeys = Object.keys(shared.chunkNames).sort();

    // Each section adds its own routes' chunk names and registry entries before creating their components.
    for (const {id} of summary.sections) {
      const source = read(`section-${id}.js`);
      expect(source.indexOf('Object.assign(registry')).toBeLessThan(source.indexOf('export default'));
      run(source, shared);
    }
    const core = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(shared.chunkNames).sort()).toEqual(Object.keys(core).sort());
    expect(keptKeys.length).toBeLessThan(Object.keys(core).length);

    // Every chunk name a route uses has a registry entry once its section is loaded; names are short.
    const used = new Set(
      JSON.stringify(shared.chunkNames)
        .match(/"[0-9a-f]{4,}"/g)!
        .map((n) => n.slice(1, -1)),
    );
    expect([...used].filter((name) => !(name in shared.registry))).toEqual([]);
    expect(Object.keys(shared.registry).every((name) => name.length < 8)).toBe(true);
    // The module path, only used by SSR, is left out of the client registry.
    expect(Object.values(shared.registry).every((entry) => (entry as unknown[])[1] === '')).toBe(true);
  });
});
