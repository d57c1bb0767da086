import {describe, expect, it} from 'vitest';
import {isTranslatedSource, isUntranslatedPage} from './isTranslatedSource';

describe('isTranslatedSource', () => {
  it('recognises files under i18n/<locale>/', () => {
    expect(isTranslatedSource('@site/i18n/ja/docusaurus-plugin-content-docs/current/cli.mdx')).toBe(true);
    expect(isTranslatedSource('@site/i18n/ja/docusaurus-plugin-content-blog/releases/3.9/index.mdx')).toBe(true);
  });

  it('treats the English sources as untranslated', () => {
    expect(isTranslatedSource('@site/docs/cli.mdx')).toBe(false);
    expect(isTranslatedSource('@site/versioned_docs/version-3.8.1/cli.mdx')).toBe(false);
    expect(isTranslatedSource('@site/blog/2022-09-01-docusaurus-2.1.mdx')).toBe(false);
    // A folder merely named like i18n elsewhere is not a translation.
    expect(isTranslatedSource('@site/docs/i18n/tutorial.mdx')).toBe(false);
  });
});

describe('isUntranslatedPage', () => {
  const sourceRoots = ['docs', 'versioned_docs/version-3.8.1', 'blog'];
  const ja = {currentLocale: 'ja', defaultLocale: 'en', sourceRoots};

  it('never flags the default locale', () => {
    expect(isUntranslatedPage({...ja, source: '@site/docs/cli.mdx', currentLocale: 'en'})).toBe(false);
  });

  it('flags English fallbacks in another locale only', () => {
    expect(isUntranslatedPage({...ja, source: '@site/docs/cli.mdx'})).toBe(true);
    expect(isUntranslatedPage({...ja, source: '@site/versioned_docs/version-3.8.1/cli.mdx'})).toBe(true);
    expect(isUntranslatedPage({...ja, source: '@site/i18n/ja/docusaurus-plugin-content-docs/current/cli.mdx'})).toBe(
      false,
    );
  });

  it('leaves content generated per locale alone (the changelog)', () => {
    expect(isUntranslatedPage({...ja, source: '@site/changelog/ja/3.9.2.mdx'})).toBe(false);
    expect(isUntranslatedPage({...ja, source: '@site/docs-other/x.mdx'})).toBe(false);
  });
});
