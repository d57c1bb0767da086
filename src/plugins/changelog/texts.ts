import notesJa from '../../data/release-notes.ja.json';

/** What a changelog post says around the release data, in one language. */
export type ChangelogTexts = {
  /** Heading of a section, from the category of the data (English, as on GitHub). */
  readonly category: (category: string) => string;
  readonly releaseOnGitHub: string;
  readonly releaseNotesOnBlog: string;
  readonly description: (p: {version: string; date: string; entries: number}) => string;
  readonly noChanges: string;
  /** The release's note (`note` in releases.json), as a sentence. */
  readonly note: (version: string, note: string) => string;
  /** Set when pull-request titles, which stay English, are not in the page's language. */
  readonly entryLang?: string;
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

export const englishTexts: ChangelogTexts = {
  category: (category) => category,
  releaseOnGitHub: 'Release on GitHub',
  releaseNotesOnBlog: 'Release notes on the blog',
  description: ({version, date, entries}) =>
    entries
      ? `Changes in Docusaurus ${version}, released on ${date}: ${entries} ${entries === 1 ? 'entry' : 'entries'}.`
      : `Docusaurus ${version}, released on ${date}, lists no changes.`,
  noChanges: 'This version lists no changes.',
  note: (_version, note) => sentence(note),
};

/** Category names of the data (several spellings of the same idea) in Japanese. */
const japaneseCategories: Readonly<Record<string, string>> = {
  'Breaking Change': '破壊的変更',
  'New Feature': '新機能',
  Features: '新機能',
  'Bug Fix': 'バグ修正',
  'Bug Fixes': 'バグ修正',
  Fixes: 'バグ修正',
  Performance: 'パフォーマンス',
  'Performance Improvement': 'パフォーマンスの改善',
  Polish: '改善',
  Documentation: 'ドキュメント',
  Translations: '翻訳',
  Dependencies: '依存関係',
  Maintenance: 'メンテナンス',
  Internal: '内部',
  Others: 'その他',
  '(uncategorized)': '（未分類）',
};

const japaneseNotes: Readonly<Record<string, string>> = notesJa;

export const japaneseTexts: ChangelogTexts = {
  category: (category) => {
    const label = japaneseCategories[category];
    if (!label) throw new Error(`Changelog: no Japanese label for the category "${category}" (src/plugins/changelog/texts.ts).`);
    return label;
  },
  releaseOnGitHub: 'GitHub のリリース',
  releaseNotesOnBlog: 'ブログのリリースノート',
  description: ({version, date, entries}) =>
    entries
      ? `Docusaurus ${version}（${date} リリース）の変更点：${entries} 件。`
      : `Docusaurus ${version}（${date} リリース）には変更点の記載がありません。`,
  noChanges: 'このバージョンには変更点の記載がありません。',
  note: (version, note) => {
    const translated = japaneseNotes[version];
    if (!translated) throw new Error(`Changelog: no Japanese translation of the note of ${version} ("${note}") in src/data/release-notes.ja.json.`);
    return translated;
  },
  entryLang: 'en',
};

/** The texts for a locale; English for a locale without its own. */
export function changelogTexts(locale: string): ChangelogTexts {
  return locale === 'ja' ? japaneseTexts : englishTexts;
}
