/**
 * Facts about the site that several config files need. One place to change
 * when a new version is announced.
 */
export const siteUrl = 'https://docusaurus.io';

/** The base URL can be overridden to deploy under a sub-path (e.g. `BASE_URL=/preview/`). */
export const baseUrl = process.env.BASE_URL ?? '/';

/** The minor version the announcement bar talks about; its id changes with it. */
export const announcedVersion = '3.9';

/** The latest stable release (its changelog entry and GitHub release). */
export const latestRelease = '3.9.2';

export const githubRepoUrl = 'https://github.com/facebook/docusaurus';

/** The default meta description of every page, and the home page's (see src/pages/index.tsx). */
export const siteDescriptions = {
  en: 'Docusaurus builds fast, accessible documentation websites from Markdown and React, with versioning, translations and search built in.',
  ja: 'Docusaurus は Markdown と React から、高速でアクセシブルなドキュメントサイトを構築します。バージョニング、翻訳、検索の機能を標準で備えています。',
} as const;

export const siteDescription: string = siteDescriptions.en;

/** The web manifest's and the OpenSearch description's texts (src/plugins/locale-metadata). */
export const localeTexts = {
  en: {
    shortName: 'Docusaurus',
    name: 'Docusaurus',
    description: 'Documentation, guides and release notes of the Docusaurus static site generator.',
  },
  ja: {
    shortName: 'Docusaurus 日本語',
    name: 'Docusaurus（日本語）',
    description: '静的サイトジェネレーター Docusaurus のドキュメント、ガイド、リリースノートです。',
  },
} as const;

export const isDeployPreview = process.env.NETLIFY === 'true' && process.env.CONTEXT === 'deploy-preview';
