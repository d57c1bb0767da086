import {describe, expect, it} from 'vitest';
import {pageSection} from './pageSection';

const docs = (version: string) => ['docs-wrapper', 'plugin-docs', `docs-version-${version}`, 'docs-doc-page'];

describe('pageSection', () => {
  it('lists the stable docs as Docs, their API reference and CLI page as API', () => {
    expect(pageSection({path: 'docs/installation', htmlClasses: docs('3.9.2')}, '3.9.2')).toEqual({
      twin: true,
      section: 'docs',
    });
    expect(pageSection({path: 'docs', htmlClasses: docs('3.9.2')}, '3.9.2')).toEqual({twin: true, section: 'docs'});
    expect(pageSection({path: 'docs/api/plugins', htmlClasses: docs('3.9.2')}, '3.9.2')).toEqual({
      twin: true,
      section: 'api',
    });
    expect(pageSection({path: 'docs/cli', htmlClasses: docs('3.9.2')}, '3.9.2')).toEqual({twin: true, section: 'api'});
  });

  it('gives other docs versions a twin but no llms.txt line', () => {
    expect(pageSection({path: 'docs/next/installation', htmlClasses: docs('current')}, '3.9.2')).toEqual({
      twin: true,
      section: null,
    });
  });

  it('sorts community pages, blog and changelog posts into their sections', () => {
    expect(pageSection({path: 'community/support', htmlClasses: docs('current')}, '3.9.2').section).toBe('community');
    const post = ['blog-wrapper', 'blog-post-page'];
    expect(pageSection({path: 'blog/releases/3.9', htmlClasses: post}, '3.9.2').section).toBe('blog');
    expect(pageSection({path: 'changelog/3.9.2', htmlClasses: post}, '3.9.2').section).toBe('changelog');
  });

  it('skips lists, other pages and test fixtures', () => {
    expect(pageSection({path: 'blog', htmlClasses: ['blog-wrapper', 'blog-list-page']}, '3.9.2').twin).toBe(false);
    expect(pageSection({path: 'showcase', htmlClasses: []}, '3.9.2').twin).toBe(false);
    expect(pageSection({path: 'tests/docs/intro', htmlClasses: docs('current')}, '3.9.2').twin).toBe(false);
  });
});
