import {describe, expect, it} from 'vitest';
import {hasPage, preferredLocale, translatedRoutes, type PageLanguages} from './pageLanguages';

describe('translatedRoutes', () => {
  it('lists the pages whose source is a translation, and React pages', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                {
                  permalink: '/ja/docs/installation',
                  source: '@site/i18n/ja/docusaurus-plugin-content-docs/current/installation.mdx',
                },
                {
                  permalink: '/ja/docs/3.8.1/installation',
                  source: '@site/versioned_docs/version-3.8.1/installation.mdx',
                },
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        default: {blogPosts: [{metadata: {permalink: '/ja/blog/x', source: '@site/blog/x.mdx'}}]},
      },
      'docusaurus-plugin-content-pages': {
        default: [
          {permalink: '/ja/', source: '@site/src/pages/index.tsx', type: 'jsx'},
          {
            permalink: '/ja/examples/md',
            source: '@site/i18n/ja/docusaurus-plugin-content-pages/examples/md.md',
            type: 'mdx',
          },
        ],
      },
    };
    expect(translatedRoutes(allContent, '/ja/')).toEqual(['/', '/docs/installation', '/examples/md']);
  });
});

describe('preferredLocale', () => {
  it('takes the first browser language the site has', () => {
    expect(preferredLocale(['ja-JP', 'en-US'], ['en', 'ja'])).toBe('ja');
    expect(preferredLocale(['fr-FR', 'en-GB'], ['en', 'ja'])).toBe('en');
    expect(preferredLocale(['fr'], ['en', 'ja'])).toBeUndefined();
  });
});

describe('hasPage', () => {
  const ja: PageLanguages = {
    locale: 'ja',
    lang: 'ja',
    texts: {message: '', link: '', dismiss: ''},
    routes: ['/', '/docs/installation'],
  };
  it('knows which pages a locale has in its own language', () => {
    expect(hasPage(ja, '/docs/installation')).toBe(true);
    expect(hasPage(ja, '/docs/installation/')).toBe(true);
    expect(hasPage(ja, '/docs/3.8.1/installation')).toBe(false);
    expect(hasPage({...ja, routes: 'all'}, '/anything')).toBe(true);
  });
});
