import {describe, expect, it} from 'vitest';
import {cardPages, cardPath} from './cardPages';

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {label: 'Canary', docs: [{permalink: '/docs/next/cli', title: 'CLI'}]},
        {label: '3.9.2', docs: [{permalink: '/docs/cli', title: 'CLI'}]},
      ],
    },
    community: {loadedVersions: [{label: 'Next', docs: [{permalink: '/community/support', title: 'Support'}]}]},
    'docs-tests': {loadedVersions: [{label: 'Next', docs: [{permalink: '/tests/docs', title: 'Fixture'}]}]},
  },
  'docusaurus-plugin-content-blog': {
    default: {blogPosts: [{metadata: {permalink: '/blog/releases/3.9', title: 'Docusaurus 3.9'}}]},
  },
};

describe('cardPages', () => {
  it('lists the pages of the sources named, with their section and docs version', () => {
    const pages = cardPages(allContent, [
      {plugin: 'docusaurus-plugin-content-docs', id: 'default', section: 'Docs'},
      {plugin: 'docusaurus-plugin-content-docs', id: 'community', section: 'Community'},
      {plugin: 'docusaurus-plugin-content-blog', id: 'default', section: 'Blog'},
    ]);
    expect(pages).toEqual([
      {permalink: '/docs/next/cli', title: 'CLI', section: 'Docs', version: 'Canary'},
      {permalink: '/docs/cli', title: 'CLI', section: 'Docs', version: '3.9.2'},
      {permalink: '/community/support', title: 'Support', section: 'Community'},
      {permalink: '/blog/releases/3.9', title: 'Docusaurus 3.9', section: 'Blog'},
    ]);
  });

  it('fails on a source that is not there', () => {
    expect(() =>
      cardPages(allContent, [{plugin: 'docusaurus-plugin-content-blog', id: 'changelog', section: 'Changelog'}]),
    ).toThrow(/no docusaurus-plugin-content-blog instance with id "changelog"/);
  });
});

describe('cardPath', () => {
  it('puts the card under the locale base URL, named after the page', () => {
    expect(cardPath('/docs/installation', '/')).toBe('/social-cards/docs/installation.png');
    expect(cardPath('/ja/docs/installation', '/ja/')).toBe('/social-cards/docs/installation.png');
    expect(cardPath('/docs/api/plugins/@docusaurus/plugin-pwa', '/')).toBe(
      '/social-cards/docs/api/plugins/@docusaurus/plugin-pwa.png',
    );
  });

  it('fails on a page outside the base URL', () => {
    expect(() => cardPath('/docs/x', '/ja/')).toThrow(/is not below/);
  });
});
