import {describe, expect, it} from 'vitest';
import {sites} from '.';
import {compareTitles, sortSites} from './sortSites';

const titles = (list: readonly {title: string}[]): string[] => list.map((site) => site.title);

describe('sortSites', () => {
  it('sorts by title, case-insensitively, without changing its input', () => {
    const input = [{title: 'beta'}, {title: 'Alpha'}, {title: 'alpha'}, {title: 'Gamma'}, {title: '2048'}];
    expect(titles(sortSites(input))).toEqual(['2048', 'Alpha', 'alpha', 'beta', 'Gamma']);
    expect(titles(input)).toEqual(['beta', 'Alpha', 'alpha', 'Gamma', '2048']);
  });

  it('is a total order, and the real sites come sorted', () => {
    expect(compareTitles('a', 'B')).toBeLessThan(0);
    expect(compareTitles('B', 'a')).toBeGreaterThan(0);
    expect(compareTitles('x', 'x')).toBe(0);
    expect(titles(sites)).toEqual(titles(sortSites(sites)));
  });
});
