import {describe, expect, it} from 'vitest';
import {declaredKeywordsOf, docusaurusTagOf, isIndexableHtml, prepareHtml} from './indexing';

describe('isIndexableHtml', () => {
  it('keeps content pages', () => {
    expect(isIndexableHtml('<html><head><title>x</title></head><body><main>text</main></body></html>')).toBe(true);
  });

  it('skips redirect stubs', () => {
    expect(isIndexableHtml('<meta http-equiv="refresh" content="0; url=/">')).toBe(false);
  });

  it('skips unlisted and noindex pages', () => {
    expect(isIndexableHtml('<html><head><meta name="robots" content="noindex, nofollow"></head></html>')).toBe(false);
    expect(isIndexableHtml('<meta data-rh=true name=robots content="noindex, nofollow"/>')).toBe(false);
  });
});

describe('prepareHtml', () => {
  it('exposes the Docusaurus search tag as a Pagefind filter', () => {
    const html =
      '<html><head><meta data-rh=true name=docusaurus_tag content=docs-default-3.9.2 /></head><body></body></html>';
    expect(docusaurusTagOf(html)).toBe('docs-default-3.9.2');
    expect(prepareHtml(html)).toContain(
      '<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-3.9.2"></head>',
    );
  });

  it("gives the page's keywords front matter, and the words readers type for its title, as keywords metadata", () => {
    const html =
      '<html><head><meta data-rh=true name=keywords content="install,create-docusaurus,getting started"/></head>' +
      '<body><h1>Installation</h1></body></html>';
    expect(declaredKeywordsOf(html)).toEqual(['install', 'create-docusaurus', 'getting started']);
    expect(declaredKeywordsOf('<meta name=keywords content=sidebar>')).toEqual(['sidebar']);
    expect(declaredKeywordsOf('<html><head></head></html>')).toEqual([]);
    expect(prepareHtml(html, (title) => [`${title}!`])).toContain(
      '<meta data-pagefind-meta="keywords[content]" content="install, create-docusaurus, getting started, Installation!">',
    );
  });

  it('uses the default tag on pages without one', () => {
    expect(docusaurusTagOf('<html><head></head></html>')).toBe('default');
  });
});
