import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {idsStillLookedUp, tableNotReplaced} from './guard';
import {inlineTranslations} from './inline';

const SOURCE_FILE = /\.[jt]sx?$/;
const CODE_TRANSLATIONS_REQUEST = /^@generated\/codeTranslations$/;

type ResolveData = {request: string};
type Asset = {name: string; source: {source(): string | Buffer}};
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
  getAssets(): readonly Asset[];
  errors: Error[];
};
type Compiler = {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_REPORT: number}; WebpackError: new (message: string) => Error};
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Where translations are written: the site's src/ and the client code of
 * every @docusaurus package (`lib/`, where the theme components are).
 */
function translatedDirs(siteDir: string): string[] {
  const scopeDir = path.join(siteDir, 'node_modules/@docusaurus');
  const libs = fs
    .readdirSync(scopeDir)
    .map((name) => path.join(scopeDir, name, 'lib'))
    .filter((dir) => fs.existsSync(dir))
    .map((dir) => fs.realpathSync(dir));
  return [path.join(siteDir, 'src'), ...libs];
}

/**
 * What the scan finds: every id the files translate statically and the
 * locale's table holds, and the files the loader has something to rewrite in.
 */
function scan(files: readonly string[], messages: Record<string, string>): {ids: Set<string>; rewritten: string[]} {
  const ids = new Set<string>();
  const rewritten: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const result = inlineTranslations(source, file, messages);
    for (const id of result.ids) ids.add(id);
    if (result.code !== source) rewritten.push(file);
  }
  return {ids, rewritten};
}

/** Fails the compilation when an emitted script still looks up an id taken out of the table. */
class RemovedIdsGuard {
  constructor(
    private readonly removed: ReadonlySet<string>,
    private readonly replacements: () => number,
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation, WebpackError} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('inline-translations', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'inline-translations', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT},
        () => {
          const scripts = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.js'))
            .map((asset) => String(asset.source.source()));
          const notReplaced = tableNotReplaced(this.replacements(), '@generated/codeTranslations');
          if (notReplaced) compilation.errors.push(new WebpackError(notReplaced));
          const left = idsStillLookedUp(scripts, this.removed);
          if (left.length === 0) return;
          compilation.errors.push(
            new WebpackError(
              `[inline-translations] These translation ids were taken out of the code translation table but a script still looks them up: ${left.join(', ')}. ` +
                'Code outside the inlined folders names them, or code inside them uses them in a way ./inline.js does not rewrite.',
            ),
          );
        },
      );
    });
  }
}

/**
 * Docusaurus puts the locale's whole code translation table
 * (`@generated/codeTranslations`) in the main bundle, so every page carries
 * the texts of every other page: on the Japanese site, 27 kB of them, next
 * to the English defaults, ids and descriptions in the code. In a
 * production client build, this plugin writes each translation into the
 * call or element that uses it (./inline.js, run as a loader before the
 * compiler, on src/ and on the client code of the @docusaurus packages),
 * so a text travels with the code that shows it, in one language, and
 * takes it out of the table.
 * The server bundle keeps core's table, so pages are rendered as before.
 * The build fails when an id taken out is still looked up (./guard.ts), and
 * when a translation id in src/ is not a string literal.
 */
export default function inlineTranslationsPlugin(context: LoadContext): Plugin<void> {
  const tableFile = path.join(context.generatedFilesDir, 'codeTranslations.json');
  const outDir = path.join(context.generatedFilesDir, 'inline-translations');
  const {currentLocale} = context.i18n;
  return {
    name: 'inline-translations',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      if (!fs.existsSync(tableFile)) {
        throw new Error(
          `[inline-translations] Core no longer writes ${tableFile}: check where the code translation table is generated.`,
        );
      }
      const messages = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as Record<string, string>;
      const {ids: removed, rewritten} = scan(translatedDirs(context.siteDir).flatMap(sourceFiles), messages);
      const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => !removed.has(id)));
      // One file per locale: the loader keeps tables in memory, and both locales build in one process.
      const messagesFile = path.join(outDir, `all.${currentLocale}.json`);
      const keptFile = path.join(outDir, `kept.${currentLocale}.json`);
      fs.mkdirSync(outDir, {recursive: true});
      fs.writeFileSync(messagesFile, JSON.stringify(messages));
      fs.writeFileSync(keptFile, JSON.stringify(kept));
      logger.info`inline-translations: number=${removed.size} translations inlined where they are used, number=${Object.keys(kept).length} left in the table`;
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      let replacements = 0;
      return {
        module: {
          rules: [
            {
              test: SOURCE_FILE,
              // Only the files with something to rewrite, not every module of the @docusaurus packages.
              include: rewritten,
              enforce: 'pre',
              use: [
                {
                  loader: path.join(__dirname, 'loader.js'),
                  // The table's hash makes the bundler's persistent cache redo a module when a translation changes.
                  options: {
                    messagesFile,
                    tableHash: crypto.createHash('sha256').update(JSON.stringify(messages)).digest('hex'),
                  },
                },
              ],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(CODE_TRANSLATIONS_REQUEST, (data: ResolveData) => {
            data.request = keptFile;
            replacements += 1;
          }),
          new RemovedIdsGuard(removed, () => replacements),
        ],
      };
    },
  };
}
