import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EXCLUDED_SELECTORS, prepareHtml, routeOf, shouldIndex} from '../../search/indexing';
import {siteRootBaseUrl} from '../../search/paths';

type Options = {
  /** Build the embedded index (false when the site searches with Algolia). */
  readonly enabled: boolean;
};

async function listHtmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return listHtmlFiles(full, root);
      return e.name.endsWith('.html') ? [path.relative(root, full)] : [];
    }),
  );
  return nested.flat();
}

/**
 * After each locale is built, indexes the whole output folder (every locale
 * built so far) with Pagefind into `<outDir>/pagefind/`. The default locale
 * is built first and the others into sub-folders, so the last run covers
 * them all. `pagefind/files.json` lists the index files so the service worker
 * can cache them for offline search (a copy sits in each other locale's
 * folder, where that locale's service worker looks for it).
 */
export default function searchIndexPlugin(context: LoadContext, options: Options): Plugin<void> {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      if (!options.enabled) return;
      const {i18n, baseUrl} = context;
      const localePath = i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale;
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const rootDir = isDefault ? outDir : path.resolve(outDir, '..');
      const rootBaseUrl = siteRootBaseUrl(baseUrl, localePath, isDefault);
      const otherLocalePaths = i18n.locales.filter((l) => l !== i18n.defaultLocale).map((l) => i18n.localeConfigs[l]?.path ?? l);

      const started = Date.now();
      const pages: {url: string; content: string}[] = [];
      for (const file of await listHtmlFiles(rootDir)) {
        const html = await fs.readFile(path.join(rootDir, file), 'utf8');
        if (shouldIndex(file, html, otherLocalePaths)) {
          pages.push({url: routeOf(file, rootBaseUrl), content: prepareHtml(html)});
        }
      }
      const outputPath = path.join(rootDir, 'pagefind');
      const inputFile = path.join(context.generatedFilesDir, 'search-index-input.json');
      await fs.writeFile(inputFile, JSON.stringify({outputPath, excludeSelectors: EXCLUDED_SELECTORS, pages}));
      await runNode(path.join(__dirname, 'writeIndex.mjs'), [inputFile], context.siteDir);
      await fs.rm(inputFile, {force: true});
      const files = (await listAllFiles(outputPath)).map((f) => `${rootBaseUrl}pagefind/${f}`);
      await fs.writeFile(path.join(outputPath, 'files.json'), JSON.stringify(files));
      if (!isDefault) {
        // This locale's service worker (scope `<locale baseUrl>`) looks for the list next to itself.
        await fs.mkdir(path.join(outDir, 'pagefind'), {recursive: true});
        await fs.writeFile(path.join(outDir, 'pagefind', 'files.json'), JSON.stringify(files));
      }
      console.log(`[search-index] ${pages.length} pages indexed into ${files.length} files in ${Date.now() - started} ms`);
    },
  };
}

/** Runs a Node script and fails with its output if it fails. */
function runNode(script: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, ...args], {cwd, maxBuffer: 16 * 1024 * 1024}, (error, stdout, stderr) =>
      error ? reject(new Error(`${script} failed: ${stderr || stdout || error.message}`)) : resolve(),
    );
  });
}

async function listAllFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listAllFiles(path.join(dir, e.name), root) : Promise.resolve([path.relative(root, path.join(dir, e.name))]))),
  );
  return nested.flat().sort();
}
