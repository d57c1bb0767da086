import {describe, expect, it} from 'vitest';
import {docusaurusTagOf, prepareHtml, routeOf, shouldIndex} from './indexing';

describe('routeOf', () => {
  it('maps built files to the URLs readers use', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('ja/index.html')).toBe('/ja/');
    expect(routeOf('docs/installation.html')).toBe('/docs/installation');
    expect(routeOf('docs/3.8.1/api/plugins/@docusaurus/plugin-pwa.html')).toBe('/docs/3.8.1/api/plugins/@docusaurus/plugin-pwa');
    expect(routeOf('docs.html', '/preview/')).toBe('/preview/docs');
  });
});

describe('shouldIndex', () => {
  const page = '<html><head><title>x</title></head><body><main>text</main></body></html>';

  it('keeps content pages in every locale', () => {
    expect(shouldIndex('docs/installation.html', page, ['ja'])).toBe(true);
    expect(shouldIndex('ja/blog/releases/3.9.html', page, ['ja'])).toBe(true);
    expect(shouldIndex('changelog/3.9.2.html', page, ['ja'])).toBe(true);
  });

  it('skips fixtures, debug pages, search, 404 and redirect stubs', () => {
    expect(shouldIndex('tests/docs.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('ja/tests/pages/crashTest.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('__docusaurus/debug.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('search.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('ja/404.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('docs/installation.html.html', page, ['ja'])).toBe(false);
    expect(shouldIndex('home.html', '<meta http-equiv="refresh" content="0; url=/">', ['ja'])).toBe(false);
  });

  it('skips list pages that repeat the posts, but keeps the first page of each list', () => {
    for (const listPage of [
      'blog/page/2.html',
      'ja/blog/page/6.html',
      'blog/tags.html',
      'blog/tags/release.html',
      'blog/tags/release/page/2.html',
      'blog/authors.html',
      'blog/authors/site-team.html',
      'blog/archive.html',
      'changelog/page/3.html',
      'changelog/authors.html',
      'changelog/archive.html',
      'docs/tags.html',
      'docs/3.8.1/tags/guides.html',
    ]) {
      expect(shouldIndex(listPage, page, ['ja']), listPage).toBe(false);
    }
    expect(shouldIndex('blog.html', page, ['ja'])).toBe(true);
    expect(shouldIndex('ja/changelog.html', page, ['ja'])).toBe(true);
    expect(shouldIndex('blog/releases/3.9.html', page, ['ja'])).toBe(true);
    expect(shouldIndex('docs/markdown-features/tags-in-docs.html', page, ['ja'])).toBe(true);
  });

  it('skips unlisted and noindex pages', () => {
    const unlisted = '<html><head><meta name="robots" content="noindex, nofollow"></head></html>';
    expect(shouldIndex('examples/noIndex.html', unlisted, ['ja'])).toBe(false);
    expect(shouldIndex('docs/x.html', '<meta data-rh=true name=robots content="noindex, nofollow"/>', ['ja'])).toBe(false);
  });
});

describe('prepareHtml', () => {
  it('exposes the Docusaurus search tag as a Pagefind filter', () => {
    const html = '<html><head><meta data-rh=true name=docusaurus_tag content=docs-default-3.9.2 /></head><body></body></html>';
    expect(docusaurusTagOf(html)).toBe('docs-default-3.9.2');
    expect(prepareHtml(html)).toContain('<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-3.9.2"></head>');
  });

  it('uses the default tag on pages without one', () => {
    expect(docusaurusTagOf('<html><head></head></html>')).toBe('default');
  });
});
