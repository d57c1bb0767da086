import {describe, expect, it} from 'vitest';
import {fullDocsPages, llmsFullTxt, llmsTxt, twinUrl, type LlmsTxtText, type TwinPage} from './llmsTxt';
import {markdownTwinPath} from './twinPath';

const text: LlmsTxtText = {
  title: 'Docusaurus',
  summary: 'A static site generator.',
  details: 'Links point to Markdown.',
  sections: {docs: 'Docs', api: 'API', community: 'Community', blog: 'Blog', changelog: 'Changelog'},
};
const page = (url: string, section: TwinPage['section'], order: number, title = url): TwinPage => ({
  url: `https://docusaurus.io${url}`,
  title,
  description: `About ${title}`,
  section,
  order,
});

describe('twin URLs', () => {
  it('add .md to the page path, without trailing slash', () => {
    expect(markdownTwinPath('/docs/installation')).toBe('/docs/installation.md');
    expect(markdownTwinPath('/ja/docs/')).toBe('/ja/docs.md');
    expect(twinUrl('https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-pwa')).toBe(
      'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-pwa.md',
    );
  });
});

describe('llmsTxt', () => {
  const pages = [
    page('/blog/old', 'blog', -1, 'Old post'),
    page('/docs/b', 'docs', 2, 'B'),
    page('/docs/api/x', 'api', 0, 'X [beta]'),
    page('/docs/a', 'docs', 1, 'A'),
    page('/blog/new', 'blog', -2, 'New post'),
    page('/docs/next/a', null, 0, 'Canary A'),
  ];

  it('follows the llmstxt.org layout: title, summary, details, sections in order, one line per page', () => {
    expect(llmsTxt(pages, text)).toBe(
      [
        '# Docusaurus',
        '',
        '> A static site generator.',
        '',
        'Links point to Markdown.',
        '',
        '## Docs',
        '',
        '- [A](https://docusaurus.io/docs/a.md): About A',
        '- [B](https://docusaurus.io/docs/b.md): About B',
        '',
        '## API',
        '',
        '- [X \\[beta\\]](https://docusaurus.io/docs/api/x.md): About X [beta]',
        '',
        '## Blog',
        '',
        '- [New post](https://docusaurus.io/blog/new.md): About New post',
        '- [Old post](https://docusaurus.io/blog/old.md): About Old post',
        '',
      ].join('\n'),
    );
  });

  it('puts the stable docs and API pages in full into llms-full.txt', () => {
    const full = fullDocsPages(pages);
    expect(full.map((p) => p.title)).toEqual(['A', 'B', 'X [beta]']);
    const output = llmsFullTxt(
      full.map((p) => ({page: p, body: `Body of ${p.title}.`})),
      text,
    );
    expect(output).toContain('# A\n\nSource: https://docusaurus.io/docs/a\n\nBody of A.\n\n# B');
    expect(output).not.toContain('Canary');
  });
});
