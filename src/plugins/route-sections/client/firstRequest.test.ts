import {describe, expect, it, vi} from 'vitest';
import {createFirstRequestFilter} from './firstRequest';

describe('createFirstRequestFilter', () => {
  it('lets a URL through once', () => {
    const isFirst = createFirstRequestFilter(() => []);
    expect(isFirst('https://site/a.js')).toBe(true);
    expect(isFirst('https://site/a.js')).toBe(false);
    expect(isFirst('https://site/b.js')).toBe(true);
  });

  it('does not let through a URL the page has loaded, even one loaded after the filter was made', () => {
    const loaded = ['https://site/main.js'];
    const isFirst = createFirstRequestFilter(() => loaded);
    expect(isFirst('https://site/main.js')).toBe(false);
    loaded.push('https://site/chunk.js');
    expect(isFirst('https://site/chunk.js')).toBe(false);
    expect(isFirst('https://site/other.js')).toBe(true);
  });

  it('reads the loaded URLs only for a URL it does not know', () => {
    const loadedUrls = vi.fn(() => ['https://site/main.js']);
    const isFirst = createFirstRequestFilter(loadedUrls);
    isFirst('https://site/a.js');
    isFirst('https://site/a.js');
    isFirst('https://site/main.js');
    expect(loadedUrls).toHaveBeenCalledTimes(1);
  });
});
