/**
 * Remark plugin for the docs: each `<APITable name="…">` of a hosted version gets the "since" and "removed" badges
 * of its rows (./apiBadges.ts) as a `badges` attribute, which src/components/APITable shows in the rows' first cells.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {minorOf, tableBadges, tableNames} from './apiBadges';
import {englishFolder, locateDocFile} from './sources';

export type Options = {
  readonly siteDir: string;
  /** versions.json: released versions, newest first. */
  readonly versions: readonly string[];
  /** The minor version Canary documents (the installed Docusaurus: "3.10"). */
  readonly canaryMinor: string;
};

type JsxElement = {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
};

function tablesOf(siteDir: string, version: string | undefined, relative: string): Map<string, string[]> | null {
  if (!version) return null;
  const file = path.join(siteDir, englishFolder(version), relative);
  return fs.existsSync(file) ? tableNames(fs.readFileSync(file, 'utf8')) : null;
}

/** The badges of the tables of the doc at `filePath`, by table name; empty outside the hosted docs versions. */
export function badgesForFile(options: Options, filePath: string): Map<string, Record<string, unknown>> {
  const located = locateDocFile(options.siteDir, filePath, options.versions);
  if (!located) return new Map();
  const hosted = ['current', ...options.versions];
  const index = hosted.indexOf(located.version);
  const minor = (version: string) => (version === 'current' ? options.canaryMinor : minorOf(version));
  const page = tablesOf(options.siteDir, located.version, located.relative);
  if (!page) return new Map();
  const nextVersion = hosted[index - 1];
  const nextTables = tablesOf(options.siteDir, nextVersion, located.relative);
  return tableBadges(page, {
    previous: tablesOf(options.siteDir, hosted[index + 1], located.relative),
    next: nextVersion && nextTables ? {tables: nextTables, minor: minor(nextVersion)} : null,
    minor: minor(located.version),
  });
}

export default function remarkApiBadges(options: Options) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path || !/<APITable/.test(String((file as {value?: unknown}).value ?? '<APITable'))) return;
    const badges = badgesForFile(options, file.path);
    if (badges.size === 0) return;
    visit(tree, 'mdxJsxFlowElement', (node) => {
      const element = node as unknown as JsxElement;
      if (element.name !== 'APITable') return;
      const table = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')?.value;
      const forTable = typeof table === 'string' ? badges.get(table) : undefined;
      if (forTable) element.attributes.push({type: 'mdxJsxAttribute', name: 'badges', value: JSON.stringify(forTable)});
    });
  };
}
