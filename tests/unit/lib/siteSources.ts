import fs from 'node:fs';
import path from 'node:path';

export const siteRoot: string = path.resolve(__dirname, '../../..');

/** Every folder holding Markdown of the site: docs of all versions, blog, community, translations and fixtures. */
export const SOURCE_DIRS: readonly string[] = ['docs', 'versioned_docs', 'blog', 'community', 'i18n', '_dogfooding'];

/** `.md` and `.mdx` files below `dir`, recursively (none if it does not exist). */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Markdown files of every source folder. */
export function siteMarkdownFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) => markdownFiles(path.join(siteRoot, dir)));
}
