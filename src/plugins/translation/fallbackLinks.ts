import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** A translated content folder and the English folder it mirrors, both relative to the site. */
export type LocalizedRoot = {readonly localized: string; readonly source: string};

export type FallbackLinksOptions = {
  readonly siteDir: string;
  /** The translated folders of the locale being built (none for the default locale). */
  readonly roots: readonly LocalizedRoot[];
};

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+)([?#].*)?$/i;
const SITE_ALIAS = '@site/';

const isFile = (file: string): boolean => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

const toPosix = (p: string): string => p.split(path.sep).join('/');

/**
 * In a translated build, the file a relative Markdown link or image really
 * designates, as an `@site/` path, when it is not the one next to the linking
 * file. A locale's pages mix translations (under `i18n/<locale>/…`) and
 * English fallbacks (under `docs/` …), and Docusaurus resolves a relative
 * link next to the linking file only:
 * - a translation linking `./cli.mdx` where `cli.mdx` has no translation
 *   gets `@site/docs/cli.mdx`, the English page the locale serves;
 * - an English fallback linking `./deployment.mdx` where `deployment.mdx`
 *   has a translation gets `@site/i18n/ja/…/current/deployment.mdx`.
 * The same holds for `@site/docs/…` links.
 * Returns undefined when the link is right as it is (or is not a link to a file).
 */
export function fallbackUrl(
  url: string,
  filePath: string,
  options: FallbackLinksOptions,
  exists: (file: string) => boolean = isFile,
): string | undefined {
  const match = FILE_LINK.exec(url);
  // Only links to files (with an extension): `./api` may be a route, not a folder.
  if (!match || !/\.[a-z0-9]+$/i.test(match[1]!)) return undefined;
  const [, target, suffix = ''] = match;
  const aliased = target!.startsWith(SITE_ALIAS);
  const naive = aliased
    ? path.resolve(options.siteDir, decodeURIComponent(target!.slice(SITE_ALIAS.length)))
    : path.resolve(path.dirname(filePath), decodeURIComponent(target!));
  // The root of the linking file decides for a relative link; for an alias, the root of the target.
  const located = toPosix(path.relative(options.siteDir, aliased ? naive : filePath));
  for (const root of options.roots) {
    const base = [root.localized, root.source].find((dir) => located.startsWith(`${dir}/`));
    if (!base) continue;
    const inRoot = path.relative(path.resolve(options.siteDir, base), naive);
    if (inRoot.startsWith('..') || path.isAbsolute(inRoot)) return undefined;
    const chosen = [root.localized, root.source]
      .map((dir) => path.resolve(options.siteDir, dir, inRoot))
      .find((candidate) => exists(candidate));
    if (!chosen || chosen === naive) return undefined;
    return `@site/${toPosix(path.relative(options.siteDir, chosen))}${suffix}`;
  }
  return undefined;
}

/**
 * Remark plugin, run before Docusaurus's own link resolution, that applies
 * `fallbackUrl` to every link, link definition and image. `rootsByLocale`
 * holds every locale's folders; the locale being built is read per file
 * (`DOCUSAURUS_CURRENT_LOCALE`), as one process builds the locales in turn.
 */
export default function remarkFallbackLinks(options: {
  readonly siteDir: string;
  readonly rootsByLocale: Readonly<Record<string, readonly LocalizedRoot[]>>;
}) {
  return (tree: Root, file: {path?: string}): void => {
    const filePath = file.path;
    const roots = options.rootsByLocale[process.env.DOCUSAURUS_CURRENT_LOCALE ?? ''] ?? [];
    if (!filePath || roots.length === 0) return;
    visit(tree, ['link', 'definition', 'image'], (node) => {
      const withUrl = node as {url: string};
      const replacement = fallbackUrl(withUrl.url, filePath, {siteDir: options.siteDir, roots});
      if (replacement) withUrl.url = replacement;
    });
  };
}
