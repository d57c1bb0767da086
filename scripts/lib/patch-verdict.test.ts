import {describe, expect, it} from 'vitest';
import {THRESHOLDS, patchVerdict} from './patch-verdict';

const build = {onSeconds: 100, offSeconds: 100, onPeak: 2e9, offPeak: 2e9, locales: 'both' as const};
const page = {jsSaved: 0, htmlSaved: 0, tbtSaved: 0};

describe('patchVerdict', () => {
  it('pays on any one criterion, and names it', () => {
    expect(patchVerdict({build, pages: [page, {...page, jsSaved: 3 * 1024}]})).toEqual({
      pays: true,
      reasons: ['first-load JS −3.0 kB'],
    });
    expect(patchVerdict({build, pages: [{...page, tbtSaved: 31}]}).reasons).toEqual(['TBT −31 ms']);
    expect(patchVerdict({build: {...build, onSeconds: 90}, pages: []}).reasons).toEqual(['build −10.0 %']);
    expect(patchVerdict({build: {...build, offPeak: 2e9 + 400 * 1024 ** 2}, pages: []}).reasons).toEqual([
      'peak memory −400 MB',
    ]);
  });

  it('does not pay below every threshold, and says by how much', () => {
    const verdict = patchVerdict({
      build: {...build, onSeconds: 95},
      pages: [{jsSaved: 2048, htmlSaved: 0, tbtSaved: 12}],
    });
    expect(verdict.pays).toBe(false);
    expect(verdict.reasons).toEqual([
      'best page: JS 2.0 kB, HTML 0.0 kB, TBT 12 ms',
      'build 5.0 %',
      'peak memory 0 MB',
    ]);
  });

  it('pays when pages exceed the CSS budget without it', () => {
    // The budget of tests/build/weight-budget.test.ts (23.5 kB).
    const budget = THRESHOLDS.cssBudgetBytes;
    expect(budget).toBe(23.5 * 1024);
    const verdict = patchVerdict({build, pages: [{...page, cssOn: budget - 512, cssSaved: 2 * 1024}]});
    expect(verdict).toEqual({pays: true, reasons: ['keeps CSS within its budget (23.0 kB on, 25.0 kB off)']});
    expect(patchVerdict({build, pages: [{...page, cssOn: budget - 3 * 1024, cssSaved: 2 * 1024}]}).pays).toBe(false);
  });

  it('counts build time only for a two-locale build', () => {
    expect(patchVerdict({build: {...build, onSeconds: 50, locales: 'en'}, pages: []}).pays).toBe(false);
  });
});
