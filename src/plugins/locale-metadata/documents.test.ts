import {describe, expect, it} from 'vitest';
import {localizeManifest, openSearchDescription} from './documents';

const ja = {shortName: 'Docusaurus 日本語', name: 'Docusaurus（日本語）', description: 'ドキュメント & ブログ'};

describe('localizeManifest', () => {
  it('replaces the texts and language, keeps the rest', () => {
    const manifest = localizeManifest({name: 'Docusaurus', lang: 'en', icons: [1], scope: './'}, ja, 'ja');
    expect(manifest).toEqual({
      name: 'Docusaurus（日本語）',
      short_name: 'Docusaurus 日本語',
      description: 'ドキュメント & ブログ',
      lang: 'ja',
      icons: [1],
      scope: './',
    });
  });
});

describe('openSearchDescription', () => {
  it('points at the locale search page, escaped', () => {
    const xml = openSearchDescription({
      texts: ja,
      lang: 'ja',
      siteBaseUrl: 'https://docusaurus.io/ja/',
      iconPath: 'img/docusaurus.ico',
    });
    expect(xml).toContain('<ShortName>Docusaurus 日本語</ShortName>');
    expect(xml).toContain('<Description>ドキュメント &amp; ブログ</Description>');
    expect(xml).toContain('<Language>ja</Language>');
    expect(xml).toContain('template="https://docusaurus.io/ja/search?q={searchTerms}"');
    expect(xml).toContain(
      '<Image width="16" height="16" type="image/x-icon">https://docusaurus.io/ja/img/docusaurus.ico</Image>',
    );
  });

  it('refuses a short name browsers would cut', () => {
    expect(() =>
      openSearchDescription({
        texts: {...ja, shortName: 'Docusaurus documentation'},
        lang: 'en',
        siteBaseUrl: 'https://x/',
        iconPath: 'a.ico',
      }),
    ).toThrow(/16 characters/);
  });
});
