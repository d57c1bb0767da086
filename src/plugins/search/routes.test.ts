import {describe, expect, it} from 'vitest';
import type {SectionRule} from './options';
import {matchesRoute, pathBelowBase, sectionOf} from './routes';

const versionPaths = ['next', '3.8.1'];
const sections: SectionRule[] = [
  {section: 'api', routeBasePath: 'docs', versionPaths, paths: ['api', 'cli', 'docusaurus-core']},
  {section: 'docs', routeBasePath: 'docs'},
  {section: 'releaseNotes', routeBasePath: 'blog', paths: ['releases']},
  {section: 'blog', routeBasePath: 'blog'},
  {section: 'changelog', routeBasePath: '/changelog'},
  {section: 'community', routeBasePath: 'community/'},
];

describe('pathBelowBase', () => {
  it('gives the path below the locale base URL, without slashes, query or hash', () => {
    expect(pathBelowBase('/docs/installation', '/')).toBe('docs/installation');
    expect(pathBelowBase('/ja/docs/installation#requirements', '/ja/')).toBe('docs/installation');
    expect(pathBelowBase('/preview/ja/blog?x=1', '/preview/ja/')).toBe('blog');
    expect(pathBelowBase('/', '/')).toBe('');
    expect(pathBelowBase('/ja/', '/ja/')).toBe('');
    expect(pathBelowBase('/ja', '/ja/')).toBe('');
  });

  it('is null outside the base URL', () => {
    expect(pathBelowBase('/docs/installation', '/ja/')).toBeNull();
    expect(pathBelowBase('/japan/docs', '/ja/')).toBeNull();
  });
});

describe('matchesRoute', () => {
  it('matches the base path and what lies below it, not a longer name', () => {
    expect(matchesRoute('tests/docs', {routeBasePath: '/tests/docs'})).toBe(true);
    expect(matchesRoute('tests/docs/admonitions', {routeBasePath: '/tests/docs'})).toBe(true);
    expect(matchesRoute('tests', {routeBasePath: '/tests/docs'})).toBe(false);
    expect(matchesRoute('tests/docs-other', {routeBasePath: '/tests/docs'})).toBe(false);
  });

  it('applies the paths below the base path, in every docs version', () => {
    const tags = {routeBasePath: 'docs', versionPaths, paths: ['tags']};
    expect(matchesRoute('docs/tags', tags)).toBe(true);
    expect(matchesRoute('docs/next/tags/guides', tags)).toBe(true);
    expect(matchesRoute('docs/3.8.1/tags', tags)).toBe(true);
    expect(matchesRoute('docs/markdown-features/tags-in-docs', tags)).toBe(false);
    expect(matchesRoute('docs/9.9.9/tags', tags)).toBe(false);
  });

  it('takes `/` as the whole site', () => {
    expect(matchesRoute('', {routeBasePath: '/', paths: ['404.html']})).toBe(false);
    expect(matchesRoute('404.html', {routeBasePath: '/', paths: ['404.html']})).toBe(true);
  });
});

describe('sectionOf', () => {
  it('groups pages by area, in every locale and version', () => {
    expect(sectionOf('docs/installation', sections)).toBe('docs');
    expect(sectionOf('docs', sections)).toBe('docs');
    expect(sectionOf('docs/3.8.1/api/plugins/@docusaurus/plugin-pwa', sections)).toBe('api');
    expect(sectionOf('docs/next/cli', sections)).toBe('api');
    expect(sectionOf('docs/docusaurus-core', sections)).toBe('api');
    expect(sectionOf('blog/releases/3.9', sections)).toBe('releaseNotes');
    expect(sectionOf('blog/2021/03/09/releasing-docusaurus-i18n', sections)).toBe('blog');
    expect(sectionOf('changelog/3.9.2', sections)).toBe('changelog');
    expect(sectionOf('community/team', sections)).toBe('community');
    expect(sectionOf('showcase', sections)).toBe('pages');
    expect(sectionOf('', sections)).toBe('pages');
  });
});
