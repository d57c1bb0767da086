import fs from 'node:fs';
import path from 'node:path';
import type {LocalizedRoot} from '../fallbackLinks';

/** A translated content file and the English file it translates, both relative to the site. */
export type TranslationPair = {readonly translation: string; readonly source: string};

const CONTENT_FILE = /\.(mdx?|ya?ml)$/;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every translated Markdown, MDX and YAML file under the localized roots, with its English counterpart. */
export function translationPairs(siteDir: string, roots: readonly LocalizedRoot[]): TranslationPair[] {
  return roots.flatMap((root) =>
    walk(path.join(siteDir, root.localized))
      .filter((file) => CONTENT_FILE.test(file))
      .map((file) => {
        const inRoot = path.relative(path.join(siteDir, root.localized), file).split(path.sep).join('/');
        return {translation: `${root.localized}/${inRoot}`, source: `${root.source}/${inRoot}`};
      }),
  );
}

/** The keys of a YAML file at every depth, sorted: what a translation of authors.yml or tags.yml keeps. */
export function yamlKeys(content: string): string[] {
  return [...content.matchAll(/^\s*(?:- )?([\w-]+):/gm)].map((m) => m[1]!).sort();
}
