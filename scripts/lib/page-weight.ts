// Page weight of a static build, as a host serving it gzip-compressed would
// send it: the page's HTML, its entry scripts (the <script src> tags:
// Docusaurus's runtime and main bundle) and its stylesheets. Used by the
// size budget test (tests/build) and npm run bench:compare.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {selectAll} from 'hast-util-select';
import {htmlFileFor} from '../../src/utils/htmlFile';

export {htmlFileFor};

export type PageAssets = {scripts: string[]; stylesheets: string[]};

export type PageWeight = {
  /** gzip bytes of the HTML document. */
  html: number;
  /** gzip bytes of every entry script, and their sum. */
  scripts: {url: string; gzip: number}[];
  entryJs: number;
  /** gzip bytes of every stylesheet, and their sum. */
  stylesheets: {url: string; gzip: number}[];
  css: number;
};

/** gzip size at level 9, as static hosts precompress or serve files. */
export function gzipSize(content: string | Buffer): number {
  return zlib.gzipSync(content, {level: 9}).length;
}

/** The scripts and stylesheets a page links from this site (absolute paths, no origin). */
export function pageAssets(html: string): PageAssets {
  const tree = unified().use(rehypeParse).parse(html);
  const local = (url: unknown): url is string =>
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
  const scripts = selectAll('script[src]', tree).map((node) => node.properties.src);
  const stylesheets = selectAll('link[rel~=stylesheet][href]', tree).map((node) => node.properties.href);
  return {scripts: scripts.filter(local), stylesheets: stylesheets.filter(local)};
}

/**
 * The weight of the page at `route`, served from `buildDir` at `baseUrl`
 * (asset URLs start with it). Undefined when the page is not built.
 */
export function pageWeight(buildDir: string, route: string, baseUrl = '/'): PageWeight | undefined {
  const htmlFile = htmlFileFor(buildDir, route);
  if (!htmlFile) return undefined;
  const html = fs.readFileSync(htmlFile);
  const {scripts, stylesheets} = pageAssets(html.toString('utf8'));
  const sized = (url: string): {url: string; gzip: number} => ({
    url,
    gzip: gzipSize(
      fs.readFileSync(path.join(buildDir, decodeURIComponent(url.slice(baseUrl.length - 1).split('?')[0]!))),
    ),
  });
  const scriptSizes = scripts.map(sized);
  const stylesheetSizes = stylesheets.map(sized);
  const sum = (items: {gzip: number}[]): number => items.reduce((total, item) => total + item.gzip, 0);
  return {
    html: gzipSize(html),
    scripts: scriptSizes,
    entryJs: sum(scriptSizes),
    stylesheets: stylesheetSizes,
    css: sum(stylesheetSizes),
  };
}

export type Budget = {entryJs: number; css: number; html: number};

/** kB as these reports print them: 1,024 bytes. */
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** What exceeds the budget, one message each, naming the page and the bytes. */
export function overBudget(name: string, weight: PageWeight, budget: Budget): string[] {
  const checks: [keyof Budget, string][] = [
    ['entryJs', 'entry scripts (runtime + main)'],
    ['css', 'CSS'],
    ['html', 'HTML'],
  ];
  return checks
    .filter(([key]) => weight[key] > budget[key])
    .map(
      ([key, label]) =>
        `${name}: ${label} ${weight[key]} B gzip (${kB(weight[key])}) > budget ${budget[key]} B (${kB(budget[key])})`,
    );
}
