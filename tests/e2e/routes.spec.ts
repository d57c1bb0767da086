/**
 * URL stability: every route of the real docusaurus.io (tests/data/real-site-routes.txt,
 * copied from the project's fact files; `# == group ==` lines name the groups) is served
 * by this build, in English and under /ja/, so inbound links keep working.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/**
 * `docusaurus serve` (serve-handler) dies on a file name with non-ASCII letters (it puts the name in a
 * Content-Disposition header, which Node refuses: ERR_INVALID_CHAR), and would take every later test with it.
 * Those routes are checked as built files instead; tests/e2e/fixtures/docs-*.spec.ts open them in the browser.
 */
const isAscii = (route: string): boolean => /^[\x20-\x7e]*$/.test(route);

/** The HTML file a route is served from (trailingSlash: false; a route ending in .html is its own file). */
function builtFile(url: string): string {
  const clean = url.replace(/\/$/, '');
  if (clean.endsWith('.html')) return path.join(BUILD_DIR, clean);
  const direct = path.join(BUILD_DIR, `${clean}.html`);
  return fs.existsSync(direct) ? direct : path.join(BUILD_DIR, clean, 'index.html');
}

type Route = {group: string; route: string};

function realSiteRoutes(): Route[] {
  const text = fs.readFileSync(path.join(__dirname, '../data/real-site-routes.txt'), 'utf8');
  const routes: Route[] = [];
  let group = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) group = line.replace(/^#\s*==\s*/, '').replace(/\s*==.*$/, '');
    else if (line) routes.push({group, route: line});
  }
  return routes;
}

const routes = realSiteRoutes();

test("the route list is the real site's, by group", () => {
  expect(routes.length).toBeGreaterThan(600);
  expect(new Set(routes.map((r) => r.group))).toEqual(
    new Set([
      'pages',
      'debug',
      'docs-current (Canary, /docs/next)',
      'docs-last-version (3.9.2, /docs)',
      'docs-3.8.1 (unmaintained, /docs/3.8.1)',
      'community',
      'blog',
      'changelog',
      'tests-docs',
      'tests-blog',
      'tests-pages',
      'redirects (client-side redirect pages)',
    ]),
  );
});

for (const locale of ['', '/ja'] as const) {
  test(`every route of the real site is served${locale ? ' under /ja/' : ''}`, async ({request}) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    const queue = [...routes];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const url = locale && next.route === '/' ? `${locale}/` : `${locale}${next.route}`;
        if (!isAscii(url)) {
          if (!fs.existsSync(builtFile(url))) failures.push(`${next.group}: ${url} → not built`);
          continue;
        }
        const response = await request.get(url);
        if (response.status() !== 200) failures.push(`${next.group}: ${url} → ${response.status()}`);
      }
    };
    await Promise.all(Array.from({length: 6}, worker));
    expect(failures).toEqual([]);
  });
}

test('routes with non-ASCII letters are checked as built files', () => {
  const nonAscii = routes.filter((r) => !isAscii(r.route));
  expect(nonAscii.map((r) => r.route)).toEqual(['/tests/docs/tests/ascii/folder/æøå', '/tests/docs/tests/ascii/æøå']);
  for (const {route} of nonAscii) expect(fs.existsSync(builtFile(route)), route).toBe(true);
});
