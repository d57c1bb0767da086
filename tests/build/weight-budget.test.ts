// Size budget of every page template, both locales, on the production build
// (run after `docusaurus build`: `npm run test:build`). Bytes are
// deterministic, unlike times: a change that makes a page heavier than the
// budget fails here, naming the page and the bytes. Figures are gzip level 9
// (scripts/lib/page-weight.ts); `npm run bench:compare` prints them beside a
// stock Docusaurus site.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGE_TEMPLATES, jaPath} from '../../scripts/lib/page-templates.mjs';
import {kB, overBudget, pageWeight} from '../../scripts/lib/page-weight';
import {WEIGHT_BUDGET as BUDGET} from '../../scripts/lib/weight-budget';

const BUILD_DIR = path.resolve(__dirname, '../../build');


/** The not-found template has no route of its own: its page is the locale's 404.html. */
const routeOf = (name: string, route: string): string => (name === 'not found' ? '/404' : route);

const pages = PAGE_TEMPLATES.flatMap(([name, route]) => [
  {name: `${name} (en)`, route: routeOf(name, route), budget: BUDGET.en},
  {name: `${name} (ja)`, route: jaPath(routeOf(name, route)), budget: BUDGET.ja},
]);

describe('page weight budget', () => {
  const weights = pages.map((page) => ({...page, weight: pageWeight(BUILD_DIR, page.route)}));

  it('covers every page template, built in both locales', () => {
    expect(weights.filter((p) => !p.weight).map((p) => `${p.name}: ${p.route} is not in build/`)).toEqual([]);
  });

  it('keeps entry scripts, CSS and HTML of every page within budget', () => {
    console.log(['page'.padEnd(48), 'entry JS', '     CSS', '    HTML'].join(' '));
    for (const {name, weight} of weights) {
      if (weight) console.log([name.padEnd(48), kB(weight.entryJs).padStart(8), kB(weight.css).padStart(8), kB(weight.html).padStart(8)].join(' '));
    }
    const excesses = weights.flatMap(({name, weight, budget}) => (weight ? overBudget(name, weight, budget) : []));
    expect(excesses).toEqual([]);
  });
});
