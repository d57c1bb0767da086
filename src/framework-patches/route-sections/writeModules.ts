import fs from 'node:fs';
import path from 'node:path';
import {parseRegistryModule, parseRoutesModule, type ChunkNames} from './generatedFiles';
import {splitRoutes, type Section} from './splitRoutes';
import {emitModules, type RuntimePaths} from './emitModules';

export type WriteOptions = {
  /** Core's `.docusaurus` folder, holding routes.js, registry.js and routesChunkNames.json. */
  generatedFilesDir: string;
  /** Where the replacement modules are written. */
  outDir: string;
  baseUrl: string;
  minRoutes: number;
  runtime: RuntimePaths;
};

/** What was split, for the build log and the tests. */
export type WriteSummary = {
  sections: Pick<Section, 'id' | 'path'>[];
  files: Record<'routes' | 'registry' | 'routesChunkNames', string>;
};

/** Reads core's three generated route files, splits them and writes the client modules that replace them. */
export function writeSectionModules(options: WriteOptions): WriteSummary {
  const read = (name: string): string => fs.readFileSync(path.join(options.generatedFilesDir, name), 'utf8');
  const routes = parseRoutesModule(read('routes.js'));
  const registry = parseRegistryModule(read('registry.js'));
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>;

  const split = splitRoutes(routes, {baseUrl: options.baseUrl, minRoutes: options.minRoutes});
  const modules = emitModules(split, chunkNames, registry, options.runtime);

  fs.rmSync(options.outDir, {recursive: true, force: true});
  fs.mkdirSync(options.outDir, {recursive: true});
  const write = (name: string, source: string): string => {
    const file = path.join(options.outDir, name);
    fs.writeFileSync(file, source);
    return file;
  };
  for (const section of modules.sections) write(section.fileName, section.source);
  return {
    sections: split.sections.map(({id, path: sectionPath}) => ({id, path: sectionPath})),
    files: {
      routes: write('routes.js', modules.routes),
      registry: write('registry.js', modules.registry),
      routesChunkNames: write('routesChunkNames.js', modules.routesChunkNames),
    },
  };
}
