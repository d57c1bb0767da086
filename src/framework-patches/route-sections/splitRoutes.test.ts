import {describe, expect, it} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import type {RouteNode} from './generatedFiles';
import {isAtOrBelow, segmentBelow, splitRoutes, type Section, type SplitItem} from './splitRoutes';
import {docsTree, leaf, route, siteRoutes} from './testRoutes';

const keyOf = (node: RouteNode | SplitItem): string =>
  'section' in node
    ? `section:${node.section.id}`
    : 'route' in node
      ? `${node.route.path}#${node.route.creator.hash}`
      : `${node.path}#${node.creator.hash}`;

/** The kept list as `path#hash` and `section:id` strings (children left out). */
const shape = (items: SplitItem[]): string[] => items.map(keyOf);

function sectionsById(sections: Section[]): Record<string, Section> {
  return Object.fromEntries(sections.map((s) => [s.id, s]));
}

/** Route configs for react-router-config: the original tree. */
function original(nodes: RouteNode[]): RouteConfig[] {
  return nodes.map((n) => ({
    path: n.path,
    exact: n.exact,
    key: keyOf(n),
    ...(n.routes ? {routes: original(n.routes)} : {}),
  }));
}

/** Route configs of the split tree once every section is loaded, as the client has them after preloading. */
function loaded(items: SplitItem[]): RouteConfig[] {
  return items.map((item) => {
    if ('section' in item) {
      const {section} = item;
      return {
        path: section.path,
        key: 'placeholder',
        routes: [...loaded(section.routes), ...(section.fallback ? original([section.fallback]) : [])],
      };
    }
    const n = item.route;
    return {path: n.path, exact: n.exact, key: keyOf(item), ...(n.routes ? {routes: loaded(n.routes)} : {})};
  });
}

const matched = (routes: RouteConfig[], pathname: string): string[] =>
  matchRoutes(routes, pathname)
    .map(({route: r}) => r.key as string)
    .filter((key) => key !== 'placeholder');

function allPaths(nodes: RouteNode[]): string[] {
  return nodes.flatMap((n) => [n.path, ...allPaths(n.routes ?? [])]);
}

/** Every route path, and near misses: trailing slash, other case, unknown pages below each, `.html` forms. */
function probePathnames(nodes: RouteNode[]): string[] {
  const paths = allPaths(nodes).filter((p) => p !== '*');
  return [
    ...new Set(
      paths.flatMap((p) => [
        p,
        `${p}/`,
        p.toUpperCase(),
        `${p.replace(/\/$/, '')}/unknown`,
        `${p.replace(/\/$/, '')}.html`,
      ]),
    ),
    '/nowhere',
    '/ja/nowhere',
  ];
}

describe('path helpers', () => {
  it('finds the first segment below a base', () => {
    expect(segmentBelow('/docs/next/intro', '/docs')).toBe('next');
    expect(segmentBelow('/docs', '/docs')).toBe('');
    expect(segmentBelow('/docs/', '')).toBe('docs');
    expect(segmentBelow('/blog', '/docs')).toBeUndefined();
    expect(segmentBelow('/docsx', '/docs')).toBeUndefined();
  });

  it('compares paths by segment and case-insensitively, as react-router matches them', () => {
    expect(isAtOrBelow('/Blog/post', '/blog')).toBe(true);
    expect(isAtOrBelow('/blogs', '/blog')).toBe(false);
    expect(isAtOrBelow('/anything', '/')).toBe(true);
  });
});

describe('splitRoutes', () => {
  it('moves large groups into sections at the place of their first route and keeps the rest', () => {
    const routes = siteRoutes();
    const {routes: kept, sections} = splitRoutes(routes, {baseUrl: '/', minRoutes: 10});
    const byId = sectionsById(sections);
    expect(Object.keys(byId).sort()).toEqual([
      'blog',
      'changelog',
      'docs',
      'docs-3-8-1',
      'docs-next',
      'tests',
      'tests-docs',
    ]);
    // The home page, single pages, the small community docs and the catch-all stay in the bundle.
    expect(
      shape(kept)
        .filter((k) => !k.startsWith('section:'))
        .map((k) => k.split('#')[0]),
    ).toEqual(['/showcase', '/tests/blog/x/y/z.html', '/versions', '/community', '/docs', '/', '*']);
    expect(shape(kept).indexOf('section:blog')).toBe(0);
    expect(shape(kept).indexOf('section:tests')).toBe(
      shape(kept).findIndex((k) => k.startsWith('/tests/blog/x/y/z.html')) + 1,
    );
    // Top-level sections repeat the 404 route; nested ones have no catch-all to repeat.
    expect(byId.blog!.fallback?.path).toBe('*');
    expect(byId['docs-next']!.fallback).toBeUndefined();
  });

  it('splits docs versions below their DocsRoot and never splits the docs of a DocRoot', () => {
    const {routes: kept, sections} = splitRoutes(siteRoutes(), {baseUrl: '/', minRoutes: 10});
    const docsRoot = kept.find((item) => 'route' in item && item.route.path === '/docs') as {
      route: {routes: SplitItem[]};
    };
    const versions = docsRoot.route.routes.map((item) => ('route' in item ? item.route : undefined));
    // Each version root stays (its tags pages are leaves), the DocRoot below it is the section.
    for (const version of versions) {
      expect(version?.routes?.map((item) => ('section' in item ? 'section' : 'leaf'))).toEqual([
        'leaf',
        'leaf',
        'section',
      ]);
    }
    const docs = sectionsById(sections).docs!;
    expect(docs.path).toBe('/docs');
    expect(docs.routes).toHaveLength(1);
    const docRoot = (docs.routes[0] as {route: {routes: SplitItem[]}}).route;
    expect(docRoot.routes.every((item) => 'route' in item && item.route.attributes.sidebar === 'docs')).toBe(true);
  });

  it('nests a section inside another one when both are large (fixtures and their docs)', () => {
    const {sections} = splitRoutes(siteRoutes(), {baseUrl: '/', minRoutes: 10});
    const tests = sectionsById(sections).tests!;
    const testsDocsRoot = tests.routes.find((item) => 'route' in item && item.route.path === '/tests/docs') as {
      route: {routes: SplitItem[]};
    };
    const versionRoot = (testsDocsRoot.route.routes[0] as {route: {routes: SplitItem[]}}).route;
    expect(shape(versionRoot.routes).at(-1)).toBe('section:tests-docs');
  });

  it('keeps a group whose routes a later route could also match (docs served at the site root)', () => {
    const routes = [
      ...Array.from({length: 12}, (_, i) => leaf(`/blog/post-${i}`)),
      route('/', {routes: [route('/', {routes: Array.from({length: 12}, (_, i) => leaf(`/doc-${i}`))})]}),
      {path: '*', creator: {path: '*'}, attributes: {}},
    ];
    const {routes: kept, sections} = splitRoutes(routes, {baseUrl: '/', minRoutes: 10});
    expect(sections.map((s) => s.path)).toEqual(['/']);
    expect(shape(kept).some((k) => k.startsWith('/blog/post-0'))).toBe(true);
  });

  it('keeps groups with route patterns, groups below the threshold and the home group', () => {
    const routes = [
      ...Array.from({length: 12}, (_, i) => leaf(`/a/${i}`)),
      leaf('/a/:id'),
      ...Array.from({length: 9}, (_, i) => leaf(`/b/${i}`)),
      leaf('/'),
      {path: '*', creator: {path: '*'}, attributes: {}},
    ];
    expect(splitRoutes(routes, {baseUrl: '/', minRoutes: 10}).sections).toEqual([]);
  });

  it('keeps a `.html` route in the bundle, or the whole group when it cannot move before the section', () => {
    const hoistable = [leaf('/f'), ...Array.from({length: 12}, (_, i) => leaf(`/f/${i}`)), leaf('/f/page.html')];
    const split = splitRoutes(hoistable, {baseUrl: '/', minRoutes: 10});
    expect(shape(split.routes).map((k) => k.split('#')[0])).toEqual(['/f/page.html', 'section:f']);

    const shadowed = [
      route('/f', {routes: [leaf('/f/page.html'), ...Array.from({length: 12}, (_, i) => leaf(`/f/${i}`))]}),
    ];
    const notHoistable = [...shadowed, leaf('/f/page.html')];
    expect(splitRoutes(notHoistable, {baseUrl: '/', minRoutes: 10}).sections).toEqual([]);
  });

  it('groups below the baseUrl of a locale', () => {
    const {sections} = splitRoutes(siteRoutes('/ja/'), {baseUrl: '/ja/', minRoutes: 10});
    expect(sections.map((s) => `${s.id} ${s.path}`).sort()).toEqual([
      'blog /ja/blog',
      'changelog /ja/changelog',
      'docs /ja/docs',
      'docs-3-8-1 /ja/docs/3.8.1',
      'docs-next /ja/docs/next',
      'tests /ja/tests',
      'tests-docs /ja/tests/docs',
    ]);
  });

  for (const baseUrl of ['/', '/ja/']) {
    it(`matches every pathname to the same routes once the sections are loaded (baseUrl ${baseUrl})`, () => {
      const routes = siteRoutes(baseUrl);
      const split = splitRoutes(routes, {baseUrl, minRoutes: 10});
      expect(split.sections.length).toBeGreaterThan(0);
      const before = original(routes);
      const after = loaded(split.routes);
      for (const pathname of probePathnames(routes)) {
        expect(matched(after, pathname), pathname).toEqual(matched(before, pathname));
      }
    });
  }

  it('matches the same routes with every group split (threshold 1)', () => {
    const routes = siteRoutes();
    const split = splitRoutes(routes, {baseUrl: '/', minRoutes: 1});
    const before = original(routes);
    const after = loaded(split.routes);
    for (const pathname of probePathnames(routes)) {
      expect(matched(after, pathname), pathname).toEqual(matched(before, pathname));
    }
  });

  it('gives sections unique ids', () => {
    const routes = [docsTree('/x', [''], 12), ...Array.from({length: 12}, (_, i) => leaf(`/x-/${i}`))];
    const ids = splitRoutes(routes, {baseUrl: '/', minRoutes: 10}).sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
