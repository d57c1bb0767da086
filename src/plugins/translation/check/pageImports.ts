import path from 'node:path';
import {parseContent} from './structure';

type EsmNode = {type: string; data?: {estree?: {body: Array<{type: string; source?: {value: unknown}}>}}};

/** What the ESM of an MDX file imports, in order (code blocks that show imports are not ESM). */
export function importSpecifiers(content: string): string[] {
  return (parseContent(content).children as EsmNode[])
    .filter((node) => node.type === 'mdxjsEsm')
    .flatMap((node) => node.data?.estree?.body ?? [])
    .filter((statement) => statement.type === 'ImportDeclaration' && typeof statement.source?.value === 'string')
    .map((statement) => statement.source!.value as string);
}

/** The site-relative file an import names, or null for a package or an alias other than `@site/`. */
function siteFile(specifier: string, importer: string): string | null {
  const withoutQuery = specifier.replace(/[?#].*$/, '');
  if (withoutQuery.startsWith('@site/')) return path.posix.normalize(withoutQuery.slice('@site/'.length));
  if (withoutQuery.startsWith('.')) return path.posix.join(path.posix.dirname(importer), withoutQuery);
  return null;
}

/**
 * Imports in `translation` that reach the English file of a page the locale
 * has translated (`translated`: English source → translation, site-relative).
 * A locale's build generates a page's metadata from the file it renders, the
 * translation, while the English file's module asks for the metadata of the
 * English file: `docusaurus build --locale ja` failed with "Cannot find module
 * '@site/.docusaurus/…/site-docs-….json'", and a build of both locales read
 * what the English build had left in `.docusaurus`.
 */
export function englishPageImports(
  translation: string,
  specifiers: readonly string[],
  translated: ReadonlyMap<string, string>,
): string[] {
  return specifiers.flatMap((specifier) => {
    const file = siteFile(specifier, translation);
    // Partials (`_` files and folders) are not pages: they have no metadata.
    const isPage = file !== null && !file.split('/').some((segment) => segment.startsWith('_'));
    const itsTranslation = isPage ? translated.get(file) : undefined;
    if (itsTranslation === undefined) return [];
    const relative = path.posix.relative(path.posix.dirname(translation), itsTranslation);
    return [
      `imports ${specifier}, the English file of a page this locale has translated: its build has no metadata for that file (docusaurus build --locale alone fails on it). Import ${relative.startsWith('.') ? relative : `./${relative}`}, the translation.`,
    ];
  });
}
