import {proseLines} from './punctuation';

/**
 * Words the style guide (i18n/ja/STYLE.md 2.8, 4.1, 5) says not to use, with what to write instead. Only words that
 * are wrong wherever they appear: ambiguous ones (事, 時, 所) need a reader, not a pattern.
 */
const AVOID: ReadonlyArray<{readonly pattern: RegExp; readonly use: string}> = [
  {pattern: /ひとつ|一つ/u, use: '1 つ (2.8)'},
  {pattern: /[ヶカ]月/u, use: 'か月 (2.8)'},
  {pattern: /全て/u, use: 'すべて (4.1)'},
  {pattern: /出来[るまなた]/u, use: 'できる (4.1)'},
  {pattern: /下さい/u, use: 'ください (4.1)'},
  {pattern: /殆ど/u, use: 'ほとんど (4.1)'},
  {pattern: /予め/u, use: 'あらかじめ (4.1)'},
  {pattern: /例えば/u, use: 'たとえば (4.1)'},
  // Not 部分から, 自分から: 分 ends another word there.
  {pattern: /(?<!\p{Script=Han})分か[るりらっ]/u, use: 'わかる (4.1)'},
  {pattern: /良い|良く/u, use: 'よい (4.1)'},
  // Not 変更に, 及びます (the verb 及ぶ).
  {pattern: /(?<!\p{Script=Han})(?:更に|既に|又は|及び(?!ま))/u, use: 'さらに, すでに, または, および (4.1)'},
  {pattern: /投稿|ポスト/u, use: '記事 (blog post), 公開する (to post) (5.1)'},
  {pattern: /イシュー/u, use: 'Issue (5.5)'},
  {pattern: /ドキュメンテーション/u, use: 'ドキュメント (5.1)'},
  {pattern: /既定|初期値/u, use: 'デフォルト (5.3)'},
  {pattern: /Web ?サイト/u, use: 'サイト, ウェブサイト (5.5)'},
  {pattern: /スウィズル(?!リング)/u, use: 'スウィズリング (5.2)'},
  {pattern: /プライマリ(?!ー)/u, use: 'プライマリー (5.6)'},
  {pattern: /構文ハイライト/u, use: 'シンタックスハイライト (5.6)'},
  {pattern: /先読み/u, use: 'プリフェッチ, プリロード (5.6)'},
  {pattern: /プレビューデプロイ/u, use: 'デプロイプレビュー (5.6)'},
  {pattern: /ソーシャル画像/u, use: 'ソーシャルカード (5.6)'},
  {pattern: /canonical URL/u, use: '正規 URL (5.6)'},
  {pattern: /Breaking Changes?/u, use: '破壊的変更 (5.6)'},
];

/** Quotes around a placeholder in a Japanese message (`'{label}'`): STYLE 3.3 writes 「{label}」. */
const QUOTED_PLACEHOLDER = /["'“”‘’]\{[^}]+\}["'“”‘’]/u;

/** The words of `text` the style guide replaces, as "use …" hints. */
export function wordingProblems(text: string): string[] {
  const problems = AVOID.filter(({pattern}) => pattern.test(text)).map(
    ({pattern, use}) => `"${pattern.exec(text)![0]}": use ${use}`,
  );
  if (QUOTED_PLACEHOLDER.test(text))
    problems.push(`quoted placeholder ${QUOTED_PLACEHOLDER.exec(text)![0]}: use 「」 (3.3)`);
  return problems;
}

/** Lines of a translated Markdown file that use words the style guide replaces (code comments included). */
export function wordingProblemsOf(content: string): string[] {
  return proseLines(content).flatMap(({line, text, raw}) => {
    const problems = wordingProblems(text);
    return problems.length ? [`line ${line}: ${problems.join('; ')}: ${raw.trim().slice(0, 100)}`] : [];
  });
}
