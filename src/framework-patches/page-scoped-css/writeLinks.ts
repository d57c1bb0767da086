import fs from 'node:fs/promises';
import path from 'node:path';
import {
  classesDefinedIn,
  classesUsedIn,
  stylesheetsFor,
  withStylesheetLinks,
  type ChunkStylesheet,
} from './linkStylesheets';

const SHARED_STYLESHEET = /^styles\.[\w-]+\.css$/;

/**
 * Adds to each of `htmlFiles` (pages of the build in `outDir`) the links to the chunk stylesheets that define the
 * classes it uses and its linked stylesheets do not. Each file is replaced whole (written beside it, then renamed):
 * other plugins' postBuild hooks run at the same time and read the pages.
 */
export async function linkChunkStylesheets(outDir: string, htmlFiles: readonly string[]): Promise<void> {
  const cssDir = path.join(outDir, 'assets/css');
  const names = (await fs.readdir(cssDir)).filter((name) => name.endsWith('.css'));
  const shared = names.filter((name) => SHARED_STYLESHEET.test(name));
  if (shared.length !== 1) {
    throw new Error(
      `[page-scoped-css] expected one shared stylesheet assets/css/styles.<hash>.css in ${outDir}, found ${shared.length}: core's stylesheet names changed; update src/framework-patches/page-scoped-css/writeLinks.ts.`,
    );
  }
  const read = (name: string): Promise<string> => fs.readFile(path.join(cssDir, name), 'utf8');
  const sharedClasses = classesDefinedIn(await read(shared[0]!));
  const chunkSheets: ChunkStylesheet[] = await Promise.all(
    names
      .filter((name) => name !== shared[0])
      .map(async (file) => ({file, classes: classesDefinedIn(await read(file))})),
  );
  for (const file of htmlFiles) {
    const html = await fs.readFile(file, 'utf8');
    const used = new Set([...classesUsedIn(html)].filter((name) => !sharedClasses.has(name)));
    const needed = stylesheetsFor(used, chunkSheets);
    if (needed.length === 0) continue;
    const temporary = `${file}.page-scoped-css`;
    await fs.writeFile(temporary, withStylesheetLinks(html, needed));
    await fs.rename(temporary, file);
  }
}
