import {describe, expect, it} from 'vitest';
import {punctuationProblems} from './punctuation';

describe('punctuationProblems', () => {
  it('accepts text written to the style guide', () => {
    const text = [
      '- **安全（safe）**：コンポーネントの props は安定しています。',
      '「次へ」を押します。バージョン 3.10.2 では `a(b)` と [リンク](./a.mdx#x) が使えます。',
      'Node.js 20 以降（`node --version` で確認）が必要です。比は 4.5:1 です。',
      '<TabItem value="cloud" label="クラウド">サーバーの運用はこちらで行います。</TabItem>',
      '```js',
      'const a = f(\'x:y\'); // 設定（本番）、値は "production"',
      '```',
    ].join('\n');
    expect(punctuationProblems(text)).toEqual([]);
  });

  it('reports half-width punctuation in Japanese prose and comments', () => {
    const text = [
      '- **修正を取り込む:** 本文です。',
      'ユニットテスト(Jest)を実行します。',
      'リント:JavaScript を確認します。',
      '"最新" のカナリア...',
      '```bash',
      '# 確認(任意)',
      'npm test (a)',
      '```',
    ].join('\n');
    const lines = punctuationProblems(text).map((p) => p.split(':')[0]);
    expect(lines).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 6']);
  });
});
