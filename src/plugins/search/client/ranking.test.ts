import {describe, expect, it} from 'vitest';
import type {PagefindResultData} from './hits';
import {isIdentifier, isRealMatch, matchesForReal, namesVersion, normalize, rankPages} from './ranking';

const page = (url: string, title: string, excerpt: string, headings: string[] = []): {data: PagefindResultData} => ({
  data: {
    url,
    excerpt,
    meta: {title},
    sub_results: headings.map((heading) => ({title: heading, url: `${url}#x`, excerpt: ''})),
  },
});
const urls = (pages: {data: PagefindResultData}[]) => pages.map((p) => p.data.url);

describe('search ranking', () => {
  it('normalizes case, punctuation, the @docusaurus scope and a final long-vowel mark', () => {
    expect(normalize('@docusaurus/theme-classic')).toBe('theme classic');
    expect(normalize('ブラウザー')).toBe('ブラウザ');
    expect(normalize('loadContent()')).toBe('loadcontent');
  });

  it('tells API names and version numbers from topics', () => {
    expect(isIdentifier('loadContent')).toBe(true);
    expect(isIdentifier('useDocusaurusContext')).toBe(true);
    expect(isIdentifier('theme-classic')).toBe(true);
    expect(isIdentifier('css modules')).toBe(false);
    expect(isIdentifier('sidebar')).toBe(false);
    expect(namesVersion('docusaurus 3.9')).toBe(true);
    expect(namesVersion('v2 migration')).toBe(true);
    expect(namesVersion('deployment')).toBe(false);
  });

  it('counts forms of a word as a match, and fragments as noise', () => {
    expect(isRealMatch('lifecycles.', 'lifecycle')).toBe(true);
    expect(isRealMatch('Diagrams', 'diagram')).toBe(true);
    expect(isRealMatch('ブラウザー', 'ブラウザ対応')).toBe(true);
    expect(isRealMatch('X.', 'xylophone')).toBe(false);
    expect(isRealMatch('|x|', 'xylophone')).toBe(false);
    expect(isRealMatch('型', '型')).toBe(true);
    expect(matchesForReal(page('/docs/a', 'Team', 'the <mark>X.</mark> account').data, 'xylophone')).toBe(false);
    expect(matchesForReal(page('/docs/a', 'Assets', 'no marks here').data, 'qwzrtpl')).toBe(false);
  });

  it('puts the page named like the query first, then a page with a heading named like it', () => {
    const ranked = rankPages(
      [
        page('/docs/api/plugin-methods', 'Plugin method references', '<mark>loadContent()</mark>'),
        page('/docs/api/plugin-methods/i18n-lifecycles', 'i18n lifecycles', '<mark>loadContent()</mark>'),
        page('/docs/api/plugin-methods/lifecycle-apis', 'Lifecycle APIs', '<mark>loadContent</mark>', [
          'loadContent()',
        ]),
      ],
      'loadContent',
    );
    expect(urls(ranked)[0]).toBe('/docs/api/plugin-methods/lifecycle-apis');
    expect(
      urls(
        rankPages(
          [
            page('/docs/api/themes', 'Themes', '<mark>theme-classic</mark>'),
            page(
              '/docs/api/themes/@docusaurus/theme-classic',
              '@docusaurus/theme-classic',
              '<mark>theme-classic</mark>',
            ),
          ],
          'theme-classic',
        ),
      )[0],
    ).toBe('/docs/api/themes/@docusaurus/theme-classic');
  });

  it('puts API pages first for an API name, and docs before posts unless a version is named', () => {
    const names = [
      page('/docs/advanced/plugins', 'Plugins', '<mark>useDocusaurusContext</mark>'),
      page('/docs/docusaurus-core', 'Docusaurus Client API', '<mark>useDocusaurusContext</mark>'),
    ];
    expect(urls(rankPages(names, 'useDocusaurusContext'))[0]).toBe('/docs/docusaurus-core');
    const posts = [
      page('/changelog/3.9.0', '3.9.0', '<mark>sidebar</mark>'),
      page('/docs/sidebar', 'Sidebar', '<mark>sidebar</mark>'),
    ];
    expect(urls(rankPages(posts, 'sidebar'))[0]).toBe('/docs/sidebar');
    expect(urls(rankPages(posts, 'sidebar 3.9'))[0]).toBe('/changelog/3.9.0');
  });

  it('keeps the engine order otherwise, and drops pages that only match fragments', () => {
    const ranked = rankPages(
      [
        page('/docs/b', 'B', 'about <mark>plugins</mark>'),
        page('/docs/a', 'A', 'the <mark>p</mark> key'),
        page('/docs/c', 'C', '<mark>plugin</mark> options'),
      ],
      'plugin',
    );
    expect(urls(ranked)).toEqual(['/docs/b', '/docs/c']);
  });
});
