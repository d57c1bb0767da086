import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {ejectionHeader} from './ejectionHeader';
import {type SwizzleRecord, swizzles} from './manifest';
import {moduleExports} from './moduleExports';
import {importedModules, namedImportsFrom} from './sourceImports';
import {componentName, type SiteComponent, unrecordedOverrides, wrapsUpstream} from './themeComponents';

export const INTERNAL_MODULE = '@docusaurus/theme-common/internal';
/**
 * What was recorded of the upstream files when the site's file was last brought in line with them: the package
 * version and the SHA-256 of each file. Hashes, not copies: the framework's source stays in node_modules.
 */
export const DEFAULT_RECORD_FILE = path.join(__dirname, 'upstream.json');

type PackageRecord = {readonly version: string; readonly sha256: Record<string, string>};
/** Record id → package name → what was recorded. */
type Recorded = Record<string, Record<string, PackageRecord>>;

export type FileChange = {readonly file: string; readonly problem: string};
export type UpstreamChange = {
  readonly record: SwizzleRecord;
  readonly package: string;
  readonly recordedVersion: string | undefined;
  readonly installedVersion: string;
  readonly files: readonly FileChange[];
};
export type Report = {
  readonly records: readonly SwizzleRecord[];
  readonly changes: readonly UpstreamChange[];
  readonly headerProblems: readonly string[];
  readonly missingExports: readonly string[];
  readonly unrecorded: readonly string[];
  readonly internalImporters: number;
};

/** The folder of an installed package (found from its main module, as Node resolves it from the site). */
export function packageDir(name: string, siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name)
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the folder of ${name}`);
}

function installedVersion(name: string, siteDir: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(packageDir(name, siteDir), 'package.json'), 'utf8')) as {version: string}
  ).version;
}

/** The SHA-256 of a file's bytes, or undefined when it does not exist. */
export function fileSha256(file: string): string | undefined {
  return fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : undefined;
}

function readRecorded(recordFile: string): Recorded {
  return fs.existsSync(recordFile) ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Recorded) : {};
}

/** Every source file below `dir`, as paths relative to `base`. */
function sourceFiles(dir: string, base: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(name))
    .map((name) => path.relative(base, path.join(dir, name)).split(path.sep).join('/'));
}

/** Which recorded upstream files differ from what was recorded (by hash), per record and package. */
function upstreamChanges(siteDir: string, recordFile: string, records: readonly SwizzleRecord[]): UpstreamChange[] {
  const recorded = readRecorded(recordFile);
  return records.flatMap((record) =>
    record.upstream.flatMap(({package: pkg, files}) => {
      const dir = packageDir(pkg, siteDir);
      const previous = recorded[record.id]?.[pkg];
      const changed = files.flatMap((file): FileChange[] => {
        const current = fileSha256(path.join(dir, file));
        const hash = previous?.sha256[file];
        if (current === undefined) return [{file, problem: 'the installed package no longer has this file'}];
        if (hash === undefined) return [{file, problem: 'never recorded'}];
        return current === hash ? [] : [{file, problem: 'changed'}];
      });
      return changed.length === 0 && previous !== undefined
        ? []
        : [
            {
              record,
              package: pkg,
              recordedVersion: previous?.version,
              installedVersion: installedVersion(pkg, siteDir),
              files: changed,
            },
          ];
    }),
  );
}

/** Each ejected file names in its header the package and version it was ejected from, and when to remove it. */
function headerProblems(siteDir: string, recordFile: string, records: readonly SwizzleRecord[]): string[] {
  const recorded = readRecorded(recordFile);
  return records
    .filter((record) => record.kind === 'ejected')
    .flatMap((record) => {
      const header = ejectionHeader(fs.readFileSync(path.join(siteDir, record.site), 'utf8'));
      const origin = record.upstream[0]!.package;
      const version = recorded[record.id]?.[origin]?.version;
      if (!header) return [`${record.site}: no header comment "Ejected from ${origin} <version>" at the top`];
      const problems: string[] = [];
      if (header.package !== origin)
        problems.push(`${record.site}: the header names ${header.package}, the manifest ${origin}`);
      if (version !== undefined && header.version !== version) {
        problems.push(
          `${record.site}: the header says ejected from ${header.version}, the upstream recorded is ${version}: re-apply the change to the ${version} source and update the header`,
        );
      }
      if (!header.saysWhenToRemove)
        problems.push(`${record.site}: the header does not say when to remove it ("Remove when …")`);
      return problems;
    });
}

/** Every name imported from theme-common's internal module anywhere in src/ that the installed module no longer exports. */
function missingInternalExports(siteDir: string): {missing: string[]; importers: number} {
  const declarations = createRequire(path.join(siteDir, 'package.json'))
    .resolve(INTERNAL_MODULE)
    .replace(/\.js$/, '.d.ts');
  const exported = moduleExports(declarations);
  const missing: string[] = [];
  let importers = 0;
  for (const file of sourceFiles(path.join(siteDir, 'src'), siteDir)) {
    const names = namedImportsFrom(fs.readFileSync(path.join(siteDir, file), 'utf8'), file, INTERNAL_MODULE);
    if (names.length > 0) importers += 1;
    for (const {name, line} of names) {
      if (!exported.has(name))
        missing.push(`${file}:${line} imports ${name} from ${INTERNAL_MODULE}, which no longer exports it`);
    }
  }
  return {missing, importers};
}

/** The theme folders of the site: src/theme, and the theme of each local plugin (features and framework patches). */
export function siteThemeDirs(siteDir: string): string[] {
  const pluginThemes = (folder: string): string[] =>
    fs
      .readdirSync(path.join(siteDir, 'src', folder))
      .map((plugin) => path.join(siteDir, 'src', folder, plugin, 'theme'))
      .filter((dir) => fs.existsSync(dir));
  return [path.join(siteDir, 'src', 'theme'), ...pluginThemes('plugins'), ...pluginThemes('framework-patches')];
}

/** The names of the theme components the @docusaurus packages provide. */
export function upstreamComponentNames(siteDir: string): Set<string> {
  const scope = path.join(siteDir, 'node_modules', '@docusaurus');
  return new Set(
    fs
      .readdirSync(scope)
      .flatMap((pkg) =>
        sourceFiles(path.join(scope, pkg, 'lib', 'theme'), path.join(scope, pkg, 'lib', 'theme')).map(componentName),
      ),
  );
}

/** Theme components of the site and of local plugins that override an upstream component without a manifest record. */
function unrecordedComponents(siteDir: string, records: readonly SwizzleRecord[]): string[] {
  const components: SiteComponent[] = siteThemeDirs(siteDir).flatMap((dir) =>
    sourceFiles(dir, dir).map((below) => {
      const file = path.relative(siteDir, path.join(dir, below)).split(path.sep).join('/');
      return {
        file,
        name: componentName(below),
        imports: importedModules(fs.readFileSync(path.join(dir, below), 'utf8'), file),
      };
    }),
  );
  return unrecordedOverrides(components, upstreamComponentNames(siteDir), new Set(records.map((r) => r.site))).map(
    (c) =>
      `${c.file} ${wrapsUpstream(c) ? 'wraps' : 'replaces'} the theme's ${c.name} without a record: record it (and what it relies on) in src/framework-patches/swizzle-guard/manifest.ts, then run npm run check:swizzles -- --update ${JSON.stringify(c.name)}`,
  );
}

export function checkSwizzles(
  siteDir: string,
  recordFile = DEFAULT_RECORD_FILE,
  records: readonly SwizzleRecord[] = swizzles,
): Report {
  const {missing, importers} = missingInternalExports(siteDir);
  return {
    records,
    changes: upstreamChanges(siteDir, recordFile, records),
    headerProblems: headerProblems(siteDir, recordFile, records),
    missingExports: missing,
    unrecorded: unrecordedComponents(siteDir, records),
    internalImporters: importers,
  };
}

/**
 * Records the hashes and version of the installed upstream files of the
 * records named in `ids` (at least one). Returns what it recorded.
 */
export function updateRecords(
  siteDir: string,
  ids: readonly string[],
  recordFile = DEFAULT_RECORD_FILE,
  records: readonly SwizzleRecord[] = swizzles,
): string[] {
  if (ids.length === 0)
    throw new Error('Name the records to update: each must have been checked against its new upstream.');
  const unknown = ids.filter((id) => !records.some((r) => r.id === id));
  if (unknown.length > 0)
    throw new Error(`Not in src/framework-patches/swizzle-guard/manifest.ts: ${unknown.join(', ')}`);
  const recorded = readRecorded(recordFile);
  const updated: string[] = [];
  for (const record of records) {
    if (!ids.includes(record.id)) continue;
    for (const {package: pkg, files} of record.upstream) {
      const dir = packageDir(pkg, siteDir);
      const sha256 = Object.fromEntries(files.map((file) => [file, fileSha256(path.join(dir, file)) ?? 'missing']));
      recorded[record.id] = {...recorded[record.id], [pkg]: {version: installedVersion(pkg, siteDir), sha256}};
      updated.push(`${record.id}: ${pkg} ${recorded[record.id]![pkg]!.version}`);
    }
  }
  fs.writeFileSync(recordFile, `${JSON.stringify(recorded, null, 2)}\n`);
  return updated;
}

/** The report as printed lines, with what to do for each problem. */
export function formatReport(report: Report): {ok: boolean; lines: string[]} {
  const lines: string[] = [];
  const changedIds = new Set(report.changes.map((c) => c.record.id));
  for (const record of report.records) {
    const mark = changedIds.has(record.id) ? '✗' : '✓';
    const origins = record.upstream.map((u) => u.package).join(' + ');
    lines.push(`  ${mark} ${record.id} (${record.kind}: ${record.site}; ${origins})`);
  }
  lines.push(`  ${report.internalImporters} files import from @docusaurus/theme-common/internal`);
  if (report.changes.length > 0) {
    lines.push('', 'Upstream changed since it was recorded:');
    for (const change of report.changes) {
      const {record} = change;
      lines.push(
        `\n  ${record.id}: ${change.package} ${change.recordedVersion ?? '(never recorded)'} → ${change.installedVersion} installed`,
      );
      for (const file of change.files) lines.push(`    ${file.file}: ${file.problem}`);
      if (change.recordedVersion !== undefined && change.recordedVersion !== change.installedVersion) {
        lines.push(
          `    See what changed: npm diff --diff=${change.package}@${change.recordedVersion} --diff=${change.package}@${change.installedVersion} -- ${change.files.map((f) => f.file).join(' ')}`,
        );
      }
      lines.push(
        record.kind === 'ejected'
          ? `    What to do: re-apply the one change described in the header of ${record.site} to the new upstream file, set the header's version to ${change.installedVersion}, then record the new upstream files: npm run check:swizzles -- --update ${JSON.stringify(record.id)}`
          : `    What to do: check that ${record.site} still works against the new upstream. What it relies on: ${record.reliesOn}. Then record the new upstream files: npm run check:swizzles -- --update ${JSON.stringify(record.id)}`,
      );
    }
  }
  const sections: [string, readonly string[]][] = [
    ['Ejection headers:', report.headerProblems],
    [
      'Internal imports no longer exported (find the new name or a public API, and update the importing file):',
      report.missingExports,
    ],
    ['Unrecorded overrides of theme components:', report.unrecorded],
  ];
  for (const [title, problems] of sections) {
    if (problems.length > 0) lines.push('', title, ...problems.map((p) => `  ✗ ${p}`));
  }
  const ok =
    report.changes.length + report.headerProblems.length + report.missingExports.length + report.unrecorded.length ===
    0;
  return {ok, lines};
}
