import {describe, expect, it} from 'vitest';
import {searchButtonName, shortcutKeyLabel} from './buttonLabel';

describe('search button name', () => {
  it('shows ⌘ on Apple platforms and Ctrl elsewhere, like DocSearch', () => {
    expect(shortcutKeyLabel('MacIntel')).toBe('⌘');
    expect(shortcutKeyLabel('iPhone')).toBe('⌘');
    expect(shortcutKeyLabel('Linux x86_64')).toBe('Ctrl');
    expect(shortcutKeyLabel('Win32')).toBe('Ctrl');
  });

  it('is the visible text: the button text, then the keys once they are shown', () => {
    expect(searchButtonName('Search', null)).toBe('Search');
    expect(searchButtonName('Search', 'Linux x86_64')).toBe('Search Ctrl K');
    expect(searchButtonName('検索', 'MacIntel')).toBe('検索 ⌘ K');
  });
});
