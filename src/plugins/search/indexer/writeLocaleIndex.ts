import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {EXCLUDED_SELECTORS, isIndexableHtml, prepareHtml} from './indexing';
import type {LocaleIndexPlan} from './localeIndex';

/** Files open at once while the pages are read. */
const READ_BATCH = 64;

export type LocaleIndexResult = {pages: number; files: number; missing: number; ms: number; indexDir: string};

/**
 * Writes one locale's Pagefind index into `<outDir>/<plan.indexFolder>/`,
 * with `files.json` next to it: the list of index files the locale's
 * service worker fetches for offline search (../sw/searchIndex.js).
 */
export async function writeLocaleIndex(
  plan: LocaleIndexPlan,
  {
    outDir,
    siteDir,
    tempDir,
    keywordsOf,
  }: {outDir: string; siteDir: string; tempDir: string; keywordsOf?: (title: string) => readonly string[]},
): Promise<LocaleIndexResult> {
  const started = Date.now();
  const indexDir = path.join(outDir, plan.indexFolder);
  await fs.mkdir(tempDir, {recursive: true});
  const inputFile = path.join(tempDir, 'search-index-input.json');
  const {pages, missing} = await writeIndexInput(plan, outDir, indexDir, inputFile, keywordsOf);
  try {
    await runNode(path.join(__dirname, 'writeIndex.mjs'), [inputFile], siteDir);
  } finally {
    await fs.rm(inputFile, {force: true});
  }
  const files = (await listAllFiles(indexDir)).map((file) => `${plan.indexUrl}${file}`);
  await fs.writeFile(path.join(indexDir, 'files.json'), JSON.stringify(files));
  return {pages, files: files.length, missing, ms: Date.now() - started, indexDir};
}

/**
 * Reads and prepares the pages, and writes them to `inputFile` for
 * writeIndex.mjs. A function of its own so that none of the pages' text is
 * still referenced while Pagefind runs: the build's peak memory comes then.
 */
async function writeIndexInput(
  plan: LocaleIndexPlan,
  outDir: string,
  indexDir: string,
  inputFile: string,
  keywordsOf: ((title: string) => readonly string[]) | undefined,
): Promise<{pages: number; missing: number}> {
  // Reads in batches: postBuild steps share one event loop, and agent-markdown
  // converts a page between two of its turns, so reading one page per turn
  // held back the index until most twins were written.
  const pages: {url: string; content: string}[] = [];
  let missing = 0;
  for (let start = 0; start < plan.pages.length; start += READ_BATCH) {
    const batch = plan.pages.slice(start, start + READ_BATCH);
    const read = await Promise.all(
      batch.map(async (page) => ({url: page.url, html: await readIfExists(path.join(outDir, page.file))})),
    );
    for (const {url, html} of read) {
      if (html === null) missing += 1;
      else if (isIndexableHtml(html)) pages.push({url, content: prepareHtml(html, keywordsOf)});
    }
  }
  if (pages.length === 0)
    throw new Error(`[search] no page of ${outDir} to index: are the routes and trailingSlash what the build wrote?`);
  await fs.writeFile(inputFile, JSON.stringify({outputPath: indexDir, excludeSelectors: EXCLUDED_SELECTORS, pages}));
  return {pages: pages.length, missing};
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
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
    entries.map((e) =>
      e.isDirectory()
        ? listAllFiles(path.join(dir, e.name), root)
        : Promise.resolve([path.relative(root, path.join(dir, e.name)).split(path.sep).join('/')]),
    ),
  );
  return nested.flat().sort();
}
