import type {LlmsTxtText} from '../src/plugins/agent-markdown/llmsTxt';
import type {LocaleTexts} from '../src/plugins/locale-metadata/documents';
import {forLocale, type PerLocale} from './i18n';

/**
 * Every text of the config that the theme's translation files do not cover,
 * one object per locale: a translator finds them all here, and config files
 * read them through `configTexts()` only.
 */
export type ConfigTexts = {
  /** The default meta description of every page, and the home page's (see src/pages/index.tsx). */
  readonly siteDescription: string;
  /** The web manifest's and the OpenSearch description's texts (src/plugins/locale-metadata). */
  readonly manifest: LocaleTexts;
  /** The announcement bar (the theme does not translate it), around a link to the release. */
  readonly announcement: (releaseLink: string) => string;
  /** The footer's copyright line: it carries the current year, so a translation file would freeze it. */
  readonly copyright: (year: number) => string;
  /** Items that the config adds to the version and locale dropdowns. */
  readonly dropdowns: {readonly archivedVersions: string; readonly allVersions: string; readonly helpTranslate: string};
  readonly blogFeed: {readonly title: string; readonly description: string};
  readonly changelogFeed: {readonly title: string; readonly description: string};
  /** llms.txt and llms-full.txt (src/plugins/agent-markdown). */
  readonly llms: LlmsTxtText;
  /**
   * On the root 404 page, for readers without JavaScript whose address is below another locale: a sentence and a
   * link to that locale's home page, in its language (src/plugins/not-found; the default locale's is unused).
   */
  readonly notFoundNoScript: {readonly message: string; readonly homeLink: string};
  /** Titles of popular pages, offered as queries when a search finds nothing (src/plugins/search, embedded mode). */
  readonly searchSuggestions: readonly string[];
  /** Offered to readers whose browser prefers this language, on another language's page (src/plugins/translation). */
  readonly languageSuggestion: {readonly message: string; readonly link: string; readonly dismiss: string};
  /** The section named on each page's social card (src/plugins/social-cards). */
  readonly socialCardSections: {
    readonly docs: string;
    readonly community: string;
    readonly blog: string;
    readonly changelog: string;
  };
};

const texts: PerLocale<ConfigTexts> = {
  en: {
    siteDescription:
      'Docusaurus builds fast, accessible documentation websites from Markdown and React, with versioning, translations and search built in.',
    manifest: {
      shortName: 'Docusaurus',
      name: 'Docusaurus',
      description: 'Documentation, guides and release notes of the Docusaurus static site generator.',
    },
    announcement: (link) => `<b>${link} is out!</b> Read what is new in this release.`,
    copyright: (year) => `Copyright © ${year} Meta Platforms, Inc. Built with Docusaurus.`,
    dropdowns: {archivedVersions: 'Archived versions', allVersions: 'All versions', helpTranslate: 'Help us translate'},
    blogFeed: {title: 'Docusaurus blog', description: 'Release notes, guides and news from the Docusaurus project.'},
    changelogFeed: {title: 'Docusaurus changelog', description: 'Every published version of Docusaurus.'},
    llms: {
      title: 'Docusaurus',
      summary:
        'Docusaurus is an open-source static site generator for documentation websites, blogs and landing pages, built with React and MDX, with versioned docs, internationalization and search built in.',
      details:
        'Each link below points to the Markdown version of a page of docusaurus.io (the page URL plus `.md`). The docs describe the stable release; `llms-full.txt` holds all of them in one file.',
      sections: {docs: 'Docs', api: 'API', community: 'Community', blog: 'Blog', changelog: 'Changelog'},
    },
    notFoundNoScript: {message: 'We could not find what you were looking for.', homeLink: 'Go to the home page'},
    searchSuggestions: ['Installation', 'Configuration', 'Deployment'],
    languageSuggestion: {
      message: 'This page is also in English.',
      link: 'Read it in English',
      dismiss: 'Do not suggest English again',
    },
    socialCardSections: {docs: 'Docs', community: 'Community', blog: 'Blog', changelog: 'Changelog'},
  },
  ja: {
    siteDescription:
      'Docusaurus は Markdown と React から、高速でアクセシブルなドキュメントサイトを構築します。バージョニング、翻訳、検索の機能を標準で備えています。',
    manifest: {
      shortName: 'Docusaurus 日本語',
      name: 'Docusaurus（日本語）',
      description: '静的サイトジェネレーター Docusaurus のドキュメント、ガイド、リリースノートです。',
    },
    announcement: (link) => `<b>${link} をリリースしました！</b>このリリースの新機能をご覧ください。`,
    copyright: (year) => `Copyright © ${year} Meta Platforms, Inc. Docusaurus で構築しています。`,
    dropdowns: {
      archivedVersions: 'アーカイブ済みのバージョン',
      allVersions: 'すべてのバージョン',
      helpTranslate: '翻訳に協力する',
    },
    blogFeed: {
      title: 'Docusaurus ブログ',
      description: 'Docusaurus プロジェクトのリリースノート、ガイド、ニュースをお届けします。',
    },
    changelogFeed: {title: 'Docusaurus 変更履歴', description: 'Docusaurus の公開済みのすべてのバージョンです。'},
    llms: {
      title: 'Docusaurus',
      summary:
        'Docusaurus は、ドキュメントサイト、ブログ、ランディングページのためのオープンソースの静的サイトジェネレーターです。React と MDX で作られており、ドキュメントのバージョニング、国際化、検索を標準で備えています。',
      details:
        '以下の各リンクは docusaurus.io のページの Markdown 版（ページの URL に `.md` を付けたもの）を指します。ドキュメントは安定版のものです。`llms-full.txt` にはそのすべてが 1 つのファイルにまとめられています。',
      sections: {docs: 'ドキュメント', api: 'API', community: 'コミュニティ', blog: 'ブログ', changelog: '変更履歴'},
    },
    notFoundNoScript: {message: 'お探しのページが見つかりませんでした。', homeLink: '日本語版のホームページを開く'},
    searchSuggestions: ['インストール', '設定', 'デプロイ'],
    languageSuggestion: {
      message: 'このページは日本語でも読めます。',
      link: '日本語で読む',
      dismiss: '日本語の提案を今後表示しない',
    },
    socialCardSections: {docs: 'ドキュメント', community: 'コミュニティ', blog: 'ブログ', changelog: '変更履歴'},
  },
};

/**
 * The config texts of a locale: by default the one being built (Docusaurus
 * loads the config once per locale with `DOCUSAURUS_CURRENT_LOCALE` set),
 * falling back to the default locale's.
 */
export function configTexts(locale: string | undefined = process.env.DOCUSAURUS_CURRENT_LOCALE): ConfigTexts {
  return forLocale(texts, locale);
}
