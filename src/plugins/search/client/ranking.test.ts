import {describe, expect, it} from 'vitest';
import type {PagefindResultData} from './hits';
import {isIdentifier, matchesForReal, namesQueryVersion, namesVersion, rankPages} from './ranking';
import {isRealMatch, normalize, slugWords, wordsOf} from './words';

const page = (
  url: string,
  title: string,
  excerpt: string,
  headings: string[] = [],
  keywords?: string,
): {data: PagefindResultData} => ({
  data: {
    url,
    excerpt,
    meta: {title, ...(keywords && {keywords})},
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

  it('reads words as readers type them: file names without extension, Japanese by the segmenter', () => {
    expect(normalize('sidebars.js')).toBe('sidebars');
    expect(normalize('docusaurus.config.ts')).toBe('docusaurus config');
    expect(wordsOf('サイドバーの自動生成')).toEqual(['サイドバ', '自動', '生成']);
    expect(wordsOf('i18n tutorial')).toEqual(['i18n', 'tutorial']);
    expect(slugWords('/docs/next/migration/v3')).toEqual(['migration', 'v3']);
    expect(slugWords('/ja/docs/api/plugins/@docusaurus/plugin-content-docs')).toEqual([
      'plugins',
      'plugin',
      'content',
      'docs',
    ]);
    // Two letters are no stem of an English word.
    expect(isRealMatch('in', 'install')).toBe(false);
    expect(isRealMatch('installation', 'install')).toBe(true);
  });

  it("puts a page named by the title's short form, or by one of its keywords, first", () => {
    const seo = [
      page('/docs/api/plugins/@docusaurus/plugin-sitemap', '@docusaurus/plugin-sitemap', 'helps <mark>SEO</mark>'),
      page('/docs/seo', 'Search engine optimization (SEO)', '<mark>SEO</mark>'),
    ];
    expect(urls(rankPages(seo, 'seo'))[0]).toBe('/docs/seo');
    expect(urls(rankPages(seo, 'search engine optimization'))[0]).toBe('/docs/seo');
    const callouts = [
      page('/docs/markdown-features', 'Markdown features', 'a <mark>tip</mark>'),
      page(
        '/docs/markdown-features/admonitions',
        'Admonitions',
        'a <mark>tip</mark>',
        ['Note, tip and warning'],
        'callouts',
      ),
    ];
    expect(urls(rankPages(callouts, 'callout tip'))[0]).toBe('/docs/markdown-features/admonitions');
  });

  it('prefers the page whose title or path names the query over one whose heading does', () => {
    const ranked = rankPages(
      [
        page('/docs/migration/v2/manual', 'Manual migration', '<mark>sidebars.js</mark>', ['Migrate the sidebars']),
        page('/docs/sidebar', 'Sidebar', '<mark>sidebars.js</mark>', ['Writing a sidebars file']),
      ],
      'sidebars.js',
    );
    expect(urls(ranked)[0]).toBe('/docs/sidebar');
    const japanese = rankPages(
      [
        page('/ja/docs/sidebar', 'サイドバー', '<mark>サイドバー</mark>'),
        page('/ja/docs/sidebar/autogenerated', '自動生成されるサイドバー', '<mark>自動生成</mark>'),
      ],
      'サイドバーの自動生成',
    );
    expect(urls(japanese)[0]).toBe('/ja/docs/sidebar/autogenerated');
  });

  it('puts posts after the docs about the query, and treats a version no page names as a word', () => {
    const install = [
      page('/blog/2018/04/30/profilo', 'How I Converted Profilo to Docusaurus', '<mark>install</mark>', [
        'Install Docusaurus',
      ]),
      page('/docs/installation', 'Installation', '<mark>Docusaurus</mark>', [], 'install, create-docusaurus'),
    ];
    expect(urls(rankPages(install, 'install docusaurus'))[0]).toBe('/docs/installation');
    const flags = [
      page('/blog/releases/3.8', 'Docusaurus 3.8', '<mark>future</mark> <mark>v4</mark>', ['Future v4']),
      page('/docs/api/docusaurus-config', 'docusaurus.config.js', '<mark>future</mark>', ['future'], 'future flags'),
    ];
    expect(namesQueryVersion(flags[0]!.data, 'future v4')).toBe(false);
    expect(namesQueryVersion(flags[0]!.data, 'docusaurus 3.8')).toBe(true);
    expect(urls(rankPages(flags, 'future v4'))[0]).toBe('/docs/api/docusaurus-config');
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

  it('puts the page whose title is only the query’s words before one whose title names more', () => {
    const api = page(
      '/docs/api/themes/@docusaurus/theme-mermaid',
      '@docusaurus/theme-mermaid',
      '<mark>Mermaid</mark>',
      [],
      'mermaid, diagrams',
    );
    const guide = page(
      '/docs/markdown-features/diagrams',
      'Diagrams',
      '<mark>diagrams</mark>',
      [],
      'mermaid, diagrams',
    );
    expect(urls(rankPages([api, guide], 'mermaid diagrams'))).toEqual([guide.data.url, api.data.url]);
    // Then Pagefind's order, when both titles are as much about the query.
    const other = page(
      '/docs/api/themes/@docusaurus/theme-live-codeblock',
      'Live code',
      '<mark>diagrams</mark>',
      [],
      'mermaid, diagrams',
    );
    expect(urls(rankPages([api, other], 'mermaid diagrams'))[0]).toBe(api.data.url);
  });

  it('counts "docs" as it counts the site’s name: no page is more about it for having it in its title', () => {
    const instances = page(
      '/docs/docs-multi-instance',
      'Docs multi-instance',
      '<mark>docs:version</mark>',
      [],
      'docs:version',
    );
    const versioning = page('/docs/versioning', 'Versioning', '<mark>docs:version</mark>', [], 'docs:version');
    expect(urls(rankPages([instances, versioning], 'docs:version'))).toEqual([versioning.data.url, instances.data.url]);
  });
});
