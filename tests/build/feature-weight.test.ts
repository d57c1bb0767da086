// A page that does not use a feature carries none of its code: against tests/build/weight-baseline.json (written
// by `node scripts/weight-baseline.mjs` from a build before the reader features), each page template may grow by
// at most 1 kB gzip in all (entry scripts + CSS + HTML), unless it is listed below with the features it shows.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGE_TEMPLATES, jaPath} from '../../scripts/lib/page-templates.mjs';
import {kB, pageWeight} from '../../scripts/lib/page-weight';
import baseline from './weight-baseline.json';

const BUILD_DIR = path.resolve(__dirname, '../../build');
/**
 * Issue 37's 1 kB. The baseline is the build before the reader features with src/framework-patches/chunk-filenames
 * applied. What every page carries of the features (1.66 kB gzip on the home page: diff-line, feedback and
 * page-action styles, which must be there at first paint, the chunk stylesheet loader and 0.26 kB of the main
 * bundle) is more than paid back since src/framework-patches/page-scoped-css keeps the styles of one-page components
 * (home, showcase, search page, colour generator, team cards, file trees) with the pages that render them: pages
 * without features are 0.5-1.7 kB lighter than the baseline.
 */
const ALLOWED = 1024;

/**
 * Templates whose pages show a feature in their HTML: what they show, and the bytes it may add (their code stays
 * out of the entry scripts: lazy chunks or the route's own).
 */
const FEATURE_PAGES: Record<string, {readonly features: string; readonly bytes: number}> = {};
const docsFeatures = {
  features: 'page feedback, page actions (Copy Markdown link, Open in ChatGPT / Claude), sidebar filter room',
  bytes: 1024,
};
for (const name of [
  'doc page',
  'docs entry',
  'canary doc',
  'old version doc',
  'markdown features (tabs, code, maths)',
  'api reference',
  'community page',
  'team page',
  'fixture docs',
])
  FEATURE_PAGES[name] = docsFeatures;
FEATURE_PAGES['blog post'] = {features: 'page actions, "Last updated"', bytes: 512};
FEATURE_PAGES['changelog entry'] = {features: 'page actions, "Last updated"', bytes: 512};
FEATURE_PAGES['docs category index'] = {features: 'sidebar filter room', bytes: 256};
FEATURE_PAGES['markdown features (tabs, code, maths)'] = {
  features: 'page feedback, page actions, live code blocks, diff and focus lines, file trees in its HTML',
  bytes: 3800,
};
FEATURE_PAGES.showcase = {features: 'site previews drawn in CSS from the cards’ data (issue 36), in its HTML', bytes: 1400};

const routeOf = (name: string, route: string): string => (name === 'not found' ? '/404' : route);
const total = (weight: {entryJs: number; css: number; html: number}): number =>
  weight.entryJs + weight.css + weight.html;

describe('features add nothing to pages that do not use them', () => {
  const pages = PAGE_TEMPLATES.flatMap(([name, route]) => [
    {name, key: `${name} (en)`, route: routeOf(name, route)},
    {name, key: `${name} (ja)`, route: jaPath(routeOf(name, route))},
  ]);

  it('every template has a baseline', () => {
    expect(pages.filter((page) => !(page.key in baseline)).map((page) => page.key)).toEqual([]);
  });

  it('grows by at most 1 kB gzip, or by what its features need', () => {
    const over: string[] = [];
    for (const page of pages) {
      const weight = pageWeight(BUILD_DIR, page.route);
      const before = (baseline as Record<string, {entryJs: number; css: number; html: number}>)[page.key];
      if (!weight || !before) continue;
      const growth = total(weight) - total(before);
      const allowed = ALLOWED + (FEATURE_PAGES[page.name]?.bytes ?? 0);
      console.log(`${page.key.padEnd(52)} ${growth >= 0 ? '+' : ''}${growth} B (allowed ${allowed})`);
      if (growth > allowed)
        over.push(
          `${page.key}: +${kB(growth)} (JS ${weight.entryJs - before.entryJs}, CSS ${weight.css - before.css}, HTML ${weight.html - before.html} B) > ${kB(allowed)}`,
        );
    }
    expect(over).toEqual([]);
  });
});
