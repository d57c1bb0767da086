import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fallbackUrl, type FallbackLinksOptions} from './fallbackLinks';

const siteDir = '/site';
const options: FallbackLinksOptions = {
  siteDir,
  roots: [
    {localized: 'i18n/ja/docusaurus-plugin-content-docs/current', source: 'docs'},
    {localized: 'i18n/ja/docusaurus-plugin-content-docs/version-3.9.2', source: 'versioned_docs/version-3.9.2'},
  ],
};
const files = new Set(
  [
    'docs/cli.mdx',
    'docs/intro.mdx',
    'docs/api/config.mdx',
    'docs/img/a.png',
    'versioned_docs/version-3.9.2/cli.mdx',
    'i18n/ja/docusaurus-plugin-content-docs/current/intro.mdx',
    'i18n/ja/docusaurus-plugin-content-docs/current/api/config.mdx',
  ].map((f) => path.join(siteDir, f)),
);
const exists = (f: string): boolean => files.has(f);
const translatedIntro = path.join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current/intro.mdx');

describe('fallbackUrl', () => {
  it('points a link to an untranslated doc at the English file, keeping the anchor', () => {
    expect(fallbackUrl('./cli.mdx#options', translatedIntro, options, exists)).toBe('@site/docs/cli.mdx#options');
    expect(fallbackUrl('cli.mdx', translatedIntro, options, exists)).toBe('@site/docs/cli.mdx');
  });

  it('leaves links to translated files alone', () => {
    expect(fallbackUrl('./api/config.mdx', translatedIntro, options, exists)).toBeUndefined();
  });

  it('resolves images and the right version folder', () => {
    expect(fallbackUrl('./img/a.png', translatedIntro, options, exists)).toBe('@site/docs/img/a.png');
    const versioned = path.join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/version-3.9.2/intro.mdx');
    expect(fallbackUrl('./cli.mdx', versioned, options, exists)).toBe('@site/versioned_docs/version-3.9.2/cli.mdx');
  });

  it('points an English fallback at the translation of the page it links to', () => {
    const englishIntro = path.join(siteDir, 'docs/intro.mdx');
    expect(fallbackUrl('./api/config.mdx#x', englishIntro, options, exists)).toBe(
      '@site/i18n/ja/docusaurus-plugin-content-docs/current/api/config.mdx#x',
    );
    expect(fallbackUrl('./cli.mdx', englishIntro, options, exists)).toBeUndefined();
    expect(fallbackUrl('./img/a.png', englishIntro, options, exists)).toBeUndefined();
  });

  it('applies the same choice to @site/ links', () => {
    expect(fallbackUrl('@site/docs/api/config.mdx#x', path.join(siteDir, 'docs/intro.mdx'), options, exists)).toBe(
      '@site/i18n/ja/docusaurus-plugin-content-docs/current/api/config.mdx#x',
    );
    expect(fallbackUrl('@site/docs/cli.mdx', translatedIntro, options, exists)).toBeUndefined();
  });

  it('changes nothing without translated folders (the default locale)', () => {
    expect(
      fallbackUrl('./api/config.mdx', path.join(siteDir, 'docs/intro.mdx'), {siteDir, roots: []}, exists),
    ).toBeUndefined();
  });

  it('ignores URLs, absolute paths, anchors, aliases, files outside the roots and missing targets', () => {
    for (const url of [
      'https://example.com/a.mdx',
      '/docs/cli',
      '#top',
      '@site/docs/cli.mdx',
      'mailto:a@b.c',
      '@site/src/x.mdx',
      './api',
    ]) {
      expect(fallbackUrl(url, translatedIntro, options, exists)).toBeUndefined();
    }
    expect(fallbackUrl('./cli.mdx', path.join(siteDir, 'src/pages/x.mdx'), options, exists)).toBeUndefined();
    expect(fallbackUrl('./nowhere.mdx', translatedIntro, options, exists)).toBeUndefined();
    expect(fallbackUrl('../../../../docs/cli.mdx', translatedIntro, options, exists)).toBeUndefined();
  });
});
