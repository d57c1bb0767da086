import {describe, expect, it} from 'vitest';
import {manifestProblems, markUpToDate, sha256} from './manifest';

const current = new Map([
  ['i18n/ja/x/current/a.mdx', {source: 'docs/a.mdx', sha256: sha256('A v2')}],
  ['i18n/ja/x/current/b.mdx', {source: 'docs/b.mdx', sha256: sha256('B')}],
]);

describe('manifestProblems', () => {
  it('reports stale, unrecorded and vanished translations', () => {
    const manifest = {
      'i18n/ja/x/current/a.mdx': {source: 'docs/a.mdx', sha256: sha256('A v1')},
      'i18n/ja/x/current/old.mdx': {source: 'docs/old.mdx', sha256: sha256('old')},
    };
    expect(manifestProblems(manifest, current)).toEqual([
      {kind: 'stale', translation: 'i18n/ja/x/current/a.mdx', source: 'docs/a.mdx'},
      {kind: 'unrecorded', translation: 'i18n/ja/x/current/b.mdx', source: 'docs/b.mdx'},
      {kind: 'gone', translation: 'i18n/ja/x/current/old.mdx'},
    ]);
  });

  it('is silent when every translation matches its source', () => {
    expect(manifestProblems(markUpToDate({}, current, [...current.keys()]), current)).toEqual([]);
  });
});

describe('markUpToDate', () => {
  it('updates only the named translations and drops vanished ones', () => {
    const manifest = {
      'i18n/ja/x/current/a.mdx': {source: 'docs/a.mdx', sha256: sha256('A v1')},
      'i18n/ja/x/current/old.mdx': {source: 'docs/old.mdx', sha256: 'x'},
    };
    const next = markUpToDate(manifest, current, ['i18n/ja/x/current/b.mdx']);
    expect(Object.keys(next)).toEqual(['i18n/ja/x/current/a.mdx', 'i18n/ja/x/current/b.mdx']);
    expect(next['i18n/ja/x/current/a.mdx']?.sha256).toBe(sha256('A v1'));
  });
});
