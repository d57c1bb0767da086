import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import {childrenOf, rowAnchor, textOf} from './apiTable';

describe('textOf', () => {
  it('joins the text of nested elements', () => {
    const cell = createElement('td', null, createElement('code', null, 'routeBasePath'), ' ', 'option');
    expect(textOf(cell)).toBe('routeBasePath option');
  });

  it('ignores empty values', () => {
    expect(textOf([null, false, undefined, 'a', 1])).toBe('a1');
  });
});

describe('rowAnchor', () => {
  it('uses the option name as written', () => {
    expect(rowAnchor('routeBasePath')).toBe('routeBasePath');
    expect(rowAnchor('  showLastUpdateTime ')).toBe('showLastUpdateTime');
  });

  it('drops what follows the name and keeps dotted or scoped names', () => {
    expect(rowAnchor('url (required)')).toBe('url');
    expect(rowAnchor('future.v4')).toBe('future.v4');
    expect(rowAnchor('--out-dir <dir>')).toBe('--out-dir');
  });

  it('prefixes names of nested tables', () => {
    expect(rowAnchor('label', 'versions')).toBe('versions.label');
  });

  it('returns undefined for an empty cell', () => {
    expect(rowAnchor('   ')).toBeUndefined();
  });
});

describe('childrenOf', () => {
  it('lists the children of an element and nothing for text', () => {
    const row = createElement('tr', null, createElement('td', {key: 1}, 'a'), createElement('td', {key: 2}, 'b'));
    expect(childrenOf(row)).toHaveLength(2);
    expect(childrenOf('text')).toEqual([]);
  });
});
