import {describe, expect, it} from 'vitest';
import {wordingProblems} from './wording';

describe('wordingProblems', () => {
  it('accepts text written to the style guide', () => {
    expect(wordingProblems('1 つのブログ記事を公開します。すべてのバージョンで使えます。「{label}」の目次')).toEqual(
      [],
    );
    expect(wordingProblems('事前に確認する時点で、スウィズリングしたコンポーネント')).toEqual([]);
    expect(wordingProblems('変更には 3 つの部分からなる影響が及びました')).toEqual([]);
  });

  it('names each word to replace and what to write', () => {
    expect(wordingProblems('ひとつの投稿')).toEqual([
      '"ひとつ": use 1 つ (2.8)',
      '"投稿": use 記事 (blog post), 公開する (to post) (5.1)',
    ]);
    expect(wordingProblems("'{label}' の目次を開く")).toEqual(["quoted placeholder '{label}': use 「」 (3.3)"]);
  });
});
