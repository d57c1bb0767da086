import {describe, expect, it} from 'vitest';
import {tabDomIds} from './tabIds';

describe('tabDomIds', () => {
  it('gives a tab and its panel distinct ids that share a prefix', () => {
    expect(tabDomIds('«r1»', 'npm')).toEqual({tab: 'tabsr1-npm-tab', panel: 'tabsr1-npm-panel'});
  });

  it('keeps ids free of spaces and punctuation, without merging different values', () => {
    const a = tabDomIds(':r2:', 'C++ (17)');
    const b = tabDomIds(':r2:', 'C-- (17)');
    expect(a.tab).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a.tab).not.toBe(b.tab);
  });

  it('separates groups on the same page', () => {
    expect(tabDomIds('_r_1_', 'mac').tab).not.toBe(tabDomIds('_r_2_', 'mac').tab);
  });
});
