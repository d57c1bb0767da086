/**
 * Remark plugin for the docs: on a page of a version that has a previous hosted version, a link to the page's
 * changes since that version with the number of changed lines (./components/VersionChangesLink), or a line saying
 * the page is new; nothing on an unchanged page. Counted from the Markdown sources when the page compiles, with
 * the same function as the changes page (./changes.ts), so link and page agree.
 */
import type {Root, RootContent} from 'mdast';
import {pageChanges} from './changes';
import {changesRoute, comparedSources, locateDocFile, versionPairs} from './sources';

export type Options = {
  readonly siteDir: string;
  /** versions.json: released versions, newest first. */
  readonly versions: readonly string[];
  readonly defaultLocale: string;
};

const COMPONENT = 'VersionChangesLink';
const COMPONENT_MODULE = '@site/src/plugins/version-changes/components/VersionChangesLink';

/** The attributes the link gets for a page; null for a page with nothing to say. */
export function linkAttributes(options: Options, filePath: string, locale: string): Record<string, string> | null {
  const located = locateDocFile(options.siteDir, filePath, options.versions);
  const pair = located && versionPairs(options.versions).find((p) => p.name === located.version);
  if (!located || !pair) return null;
  const sources = comparedSources(options.siteDir, pair, located.relative, locale, options.defaultLocale);
  if (!sources) return null;
  const common = {version: pair.label, previous: pair.previous};
  if (sources.before === null) return {...common, status: 'new'};
  const {changedLines} = pageChanges(sources.before, sources.after);
  if (changedLines === 0) return null;
  return {
    ...common,
    status: 'changed',
    count: String(changedLines),
    to: `/${changesRoute(pair, located.relative)}`,
    ...(sources.english ? {english: 'true'} : {}),
  };
}

function importNode(): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'`},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

function linkNode(attributes: Record<string, string>): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
  } as unknown as RootContent;
}

export default function remarkChangesLink(options: Options) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path) return;
    const attributes = linkAttributes(
      options,
      file.path,
      process.env.DOCUSAURUS_CURRENT_LOCALE ?? options.defaultLocale,
    );
    if (!attributes) return;
    // After the page's own title when it has one (`# Title`), else first: the theme shows the title above.
    const first = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
    const at =
      first >= 0 && tree.children[first]?.type === 'heading' && tree.children[first].depth === 1
        ? first + 1
        : Math.max(first, 0);
    tree.children.splice(at, 0, linkNode(attributes));
    tree.children.unshift(importNode());
  };
}
