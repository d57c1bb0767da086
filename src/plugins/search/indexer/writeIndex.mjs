// Runs Pagefind's Node API (ESM-only) in its own process: the plugin, loaded
// by Docusaurus's CommonJS config loader, cannot import it. Reads a JSON
// file {outputPath, excludeSelectors, pages: [{url, content}]} and writes the
// index; prints the number of files written.
import fs from 'node:fs/promises';
import * as pagefind from 'pagefind';

const input = JSON.parse(await fs.readFile(process.argv[2], 'utf8'));
const {index, errors} = await pagefind.createIndex({excludeSelectors: input.excludeSelectors});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
// Each page is dropped once Pagefind has it: this process runs at the build's peak memory.
const {pages} = input;
input.pages = null;
while (pages.length > 0) {
  const page = pages.shift();
  const added = await index.addHTMLFile(page);
  if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
}
await fs.rm(input.outputPath, {recursive: true, force: true});
const written = await index.writeFiles({outputPath: input.outputPath});
if (written.errors.length) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
await pagefind.close();
