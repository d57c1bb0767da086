import {describe, expect, it} from 'vitest';
import type {RouteRule} from '../options';
import {indexUrlOf, pageFileOf, planLocaleIndex} from './localeIndex';

const versionPaths = ['next', '3.8.1'];
const excludedRoutes: RouteRule[] = [
  {routeBasePath: '/tests/docs'},
  {routeBasePath: '__docusaurus'},
  {routeBasePath: 'search'},
  {routeBasePath: '404.html'},
  {routeBasePath: 'blog', paths: ['page', 'tags', 'authors', 'archive']},
  {routeBasePath: 'docs', versionPaths, paths: ['tags']},
];

/** Routes as `postBuild` gets them for one locale (core adds `<baseUrl>404.html`). */
const routesOf = (baseUrl: string) =>
  [
    '404.html',
    '',
    'docs/installation',
    'docs/3.8.1/api/plugins/@docusaurus/plugin-pwa',
    'docs/next/tags/guides',
    'blog',
    'blog/page/2',
    'blog/releases/3.9',
    'blog/tags/release',
    'tests',
    'tests/docs/admonitions',
    '__docusaurus/debug/routes',
    'search',
    'community/support',
    'docs/installation',
  ].map((path) => `${baseUrl}${path}`);

describe('planLocaleIndex', () => {
  it('indexes the default locale (or any locale built alone, served at the root) from its own routes into /pagefind/, once per page', () => {
    const plan = planLocaleIndex({routesPaths: routesOf('/'), baseUrl: '/', trailingSlash: false, excludedRoutes});
    expect(plan.indexUrl).toBe('/pagefind/');
    expect(plan.indexFolder).toBe('pagefind');
    expect(plan.pages).toEqual([
      {url: '/', file: 'index.html'},
      {url: '/docs/installation', file: 'docs/installation.html'},
      {
        url: '/docs/3.8.1/api/plugins/@docusaurus/plugin-pwa',
        file: 'docs/3.8.1/api/plugins/@docusaurus/plugin-pwa.html',
      },
      {url: '/blog', file: 'blog.html'},
      {url: '/blog/releases/3.9', file: 'blog/releases/3.9.html'},
      {url: '/tests', file: 'tests.html'},
      {url: '/community/support', file: 'community/support.html'},
    ]);
  });

  it('indexes another locale from its own routes only, into its own folder, with its URLs', () => {
    const plan = planLocaleIndex({
      routesPaths: routesOf('/ja/'),
      baseUrl: '/ja/',
      trailingSlash: false,
      excludedRoutes,
    });
    expect(plan.indexUrl).toBe('/ja/pagefind/');
    expect(plan.pages.map((p) => p.url)).toEqual([
      '/ja/',
      '/ja/docs/installation',
      '/ja/docs/3.8.1/api/plugins/@docusaurus/plugin-pwa',
      '/ja/blog',
      '/ja/blog/releases/3.9',
      '/ja/tests',
      '/ja/community/support',
    ]);
    // Files are relative to the locale's own output folder (build/ja): nothing of build/ is read.
    expect(plan.pages.map((p) => p.file)).toContain('docs/installation.html');
    expect(plan.pages.every((p) => !p.file.startsWith('ja/'))).toBe(true);
  });

  it('ignores routes outside the locale base URL', () => {
    const plan = planLocaleIndex({
      routesPaths: ['/docs/installation', '/ja/docs/installation'],
      baseUrl: '/ja/',
      trailingSlash: false,
      excludedRoutes,
    });
    expect(plan.pages.map((p) => p.url)).toEqual(['/ja/docs/installation']);
  });

  it('follows the site base URL', () => {
    const plan = planLocaleIndex({
      routesPaths: ['/preview/ja/', '/preview/ja/docs'],
      baseUrl: '/preview/ja/',
      trailingSlash: false,
      excludedRoutes,
    });
    expect(plan.indexUrl).toBe('/preview/ja/pagefind/');
    expect(plan.pages).toEqual([
      {url: '/preview/ja/', file: 'index.html'},
      {url: '/preview/ja/docs', file: 'docs.html'},
    ]);
  });
});

describe('pageFileOf', () => {
  it('follows trailingSlash the way the build writes pages', () => {
    expect(pageFileOf('docs/installation', false)).toBe('docs/installation.html');
    expect(pageFileOf('docs/installation', true)).toBe('docs/installation/index.html');
    expect(pageFileOf('docs/installation', undefined)).toBe('docs/installation/index.html');
    expect(pageFileOf('docs/installation/', undefined)).toBe('docs/installation/index.html');
    expect(pageFileOf('', false)).toBe('index.html');
    expect(pageFileOf('404.html', false)).toBe('404.html');
  });
});

describe('indexUrlOf', () => {
  it('puts the index below the locale base URL', () => {
    expect(indexUrlOf('/')).toBe('/pagefind/');
    expect(indexUrlOf('/ja/')).toBe('/ja/pagefind/');
  });
});
