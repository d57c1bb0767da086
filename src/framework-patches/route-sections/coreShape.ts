import fs from 'node:fs';
import path from 'node:path';

/** One fact about @docusaurus/core's code this plugin relies on. */
type Expectation = {file: string; contains: string; why: string};

const EXPECTATIONS: Expectation[] = [
  {
    file: 'lib/server/codegen/codegenRoutes.js',
    contains:
      '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],',
    why: 'registry.js is parsed line by line in this format',
  },
  {
    file: 'lib/client/exports/ComponentCreator.js',
    contains: 'const chunkNames = routesChunkNames[`${path}-${hash}`];',
    why: 'a section adds its routes’ chunk names to routesChunkNames before creating their components',
  },
  {
    file: 'lib/client/exports/ComponentCreator.js',
    contains: 'const chunkRegistry = registry[chunkName];',
    why: 'a section adds its registry entries before creating its components',
  },
  {
    file: 'lib/client/normalizeLocation.js',
    contains: ".replace(/(?:\\/index)?\\.html$/, '')",
    why: '`.html` routes are kept in the main bundle because of this rewrite',
  },
  {
    file: 'lib/client/docusaurus.js',
    contains: 'const docusaurus = {\n    prefetch,\n    preload,\n};',
    why: 'window.docusaurus is replaced by an object with the same two methods',
  },
];

/** The core client files that import `./preload` or `./docusaurus`, and which of the two. */
const EXPECTED_IMPORTERS: Record<string, string[]> = {
  'clientEntry.js': ['./preload', './docusaurus'],
  'PendingNavigation.js': ['./preload'],
  'docusaurus.js': ['./preload'],
  'serverEntry.js': ['./preload'],
};

const RELATIVE_IMPORT = /from '(\.{1,2}\/(?:preload|docusaurus))'/g;

/** The files below `clientDir` whose source matches `pattern`, with the matches (first group, or whole match). */
function importersIn(clientDir: string, pattern: RegExp = RELATIVE_IMPORT): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const source = fs.readFileSync(file, 'utf8');
        const requests = [...source.matchAll(pattern)].map((m) => m[1] ?? m[0]);
        if (requests.length > 0) found[path.relative(clientDir, file)] = requests;
      }
    }
  };
  walk(clientDir);
  return found;
}

/**
 * Checks, when the plugin is created, that @docusaurus/core still has the
 * shape this plugin relies on, and throws naming what changed otherwise:
 * the plugin replaces three generated modules and two core client modules,
 * and a silent mismatch would break navigation rather than fail the build.
 * @returns the core client folder, whose `./preload` and `./docusaurus` imports are replaced.
 */
export function checkCoreShape(coreDir: string): string {
  const problems = EXPECTATIONS.filter(({file, contains}) => {
    const full = path.join(coreDir, file);
    return !fs.existsSync(full) || !fs.readFileSync(full, 'utf8').includes(contains);
  }).map(({file, why}) => `${file} changed (${why})`);

  const clientDir = path.join(coreDir, 'lib/client');
  const importers = importersIn(clientDir);
  const normalize = (byFile: Record<string, string[]>): string =>
    JSON.stringify(
      Object.entries(byFile)
        .map(([file, requests]) => [file, [...requests].sort()])
        .sort(),
    );
  if (normalize(importers) !== normalize(EXPECTED_IMPORTERS)) {
    problems.push(`the core client modules importing ./preload or ./docusaurus changed: ${JSON.stringify(importers)}`);
  }
  const gcaUsers = Object.keys(importersIn(clientDir, /__webpack_require__\.gca\b/g));
  if (JSON.stringify(gcaUsers) !== JSON.stringify(['docusaurus.js'])) {
    problems.push(
      `core client modules other than docusaurus.js call __webpack_require__.gca, which this plugin removes: ${gcaUsers.join(', ')}`,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `[route-sections] @docusaurus/core no longer has the shape this plugin was written for:\n- ${problems.join('\n- ')}\n` +
        'Check src/framework-patches/route-sections against the new core code, then update or remove the plugin.',
    );
  }
  return clientDir;
}
