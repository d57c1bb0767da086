// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {controlAt, focusedControl, itemIndexOf, withKeys} from './listItems';

function list(html: string): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.innerHTML = html;
  return ul;
}

describe('itemIndexOf', () => {
  it('finds the item that holds a deeply nested node', () => {
    const ul = list('<li>a</li><li><div><p><a href="#x">x</a></p></div></li>');
    expect(itemIndexOf(ul, ul.querySelector('a')!)).toBe(1);
    expect(itemIndexOf(ul, ul.querySelector('a')!.firstChild!)).toBe(1);
  });

  it('is -1 for a node outside the list and for the list itself', () => {
    const ul = list('<li>a</li>');
    expect(itemIndexOf(ul, document.createElement('a'))).toBe(-1);
    expect(itemIndexOf(ul, ul)).toBe(-1);
  });
});

describe('focusedControl and controlAt', () => {
  const html = '<li><a href="#a">a</a></li><li><a href="#b">b</a><button>c</button></li>';

  it('gives the item and the control index of a focused button', () => {
    const ul = list(html);
    expect(focusedControl(ul, ul.querySelector('button')!)).toEqual({item: 1, control: 1});
  });

  it('is null for an element that is not focusable', () => {
    const ul = list('<li><p>text</p></li>');
    expect(focusedControl(ul, ul.querySelector('p')!)).toBeNull();
  });

  it('finds the same control in items rendered anew in place', () => {
    const before = list(html);
    const focused = focusedControl(before, before.querySelectorAll('a')[1]!)!;
    const after = list(html);
    expect(controlAt(after, focused)).toBe(after.querySelectorAll('a')[1]);
    expect(controlAt(list('<li></li>'), focused)).toBeNull();
  });
});

describe('withKeys', () => {
  it('returns the same set when every key is in it already', () => {
    const live = new Set(['a', 'b']);
    expect(withKeys(live, ['b'])).toBe(live);
    expect(withKeys(live, [])).toBe(live);
  });

  it('returns a new set with the keys added, leaving the old one alone', () => {
    const live = new Set(['a']);
    const next = withKeys(live, ['b', 'c']);
    expect([...next].sort()).toEqual(['a', 'b', 'c']);
    expect([...live]).toEqual(['a']);
  });
});
