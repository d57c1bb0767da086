import type {Options} from '../src/plugins/agent-markdown';
import versions from '../versions.json';

/** llms.txt and the Markdown twins (src/plugins/agent-markdown): the stable version and the words per locale. */
export const agentMarkdown: Options = {
  stableVersion: versions[0]!,
  text: {
    en: {
      title: 'Docusaurus',
      summary:
        'Docusaurus is an open-source static site generator for documentation websites, blogs and landing pages, built with React and MDX, with versioned docs, internationalization and search built in.',
      details:
        'Each link below points to the Markdown version of a page of docusaurus.io (the page URL plus `.md`). The docs describe the stable release; `llms-full.txt` holds all of them in one file.',
      sections: {docs: 'Docs', api: 'API', community: 'Community', blog: 'Blog', changelog: 'Changelog'},
    },
    ja: {
      title: 'Docusaurus',
      summary:
        'Docusaurus は、ドキュメントサイト、ブログ、ランディングページのためのオープンソースの静的サイトジェネレーターです。React と MDX で作られており、ドキュメントのバージョン管理、国際化、検索を標準で備えています。',
      details:
        '以下の各リンクは docusaurus.io のページの Markdown 版（ページの URL に `.md` を付けたもの）を指します。ドキュメントは安定版のものです。`llms-full.txt` にはそのすべてが 1 つのファイルにまとめられています。',
      sections: {docs: 'ドキュメント', api: 'API', community: 'コミュニティ', blog: 'ブログ', changelog: '変更履歴'},
    },
  },
};
