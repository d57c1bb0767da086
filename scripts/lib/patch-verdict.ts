// Whether a framework patch pays for itself (config/patches.ts, issue 36), from what `npm run bench:patches`
// measured with the patch on and off.

import {WEIGHT_BUDGET} from './weight-budget';

const CSS_BUDGET = WEIGHT_BUDGET.en.css;

export const THRESHOLDS = {
  jsOrHtmlBytes: 3 * 1024,
  tbtMs: 30,
  buildShare: 0.08,
  memoryBytes: 300 * 1024 ** 2,
  /** The CSS budget of every page (tests/build/weight-budget.test.ts): a patch that keeps pages within it pays. */
  cssBudgetBytes: CSS_BUDGET,
  description: `a patch pays with ≥ 3 kB gzip of first-load JS, CSS or HTML on some page, ≥ 30 ms median TBT on some page, ≥ 8 % of a cold two-locale build or ≥ 300 MB of its peak memory, or when pages exceed the ${CSS_BUDGET / 1024} kB CSS budget without it`,
} as const;

export type Measurement = {
  readonly build: {
    readonly onSeconds: number;
    readonly offSeconds: number;
    readonly onPeak: number;
    readonly offPeak: number;
    /** Build time counts only for a two-locale build. */
    readonly locales: 'en' | 'both';
  };
  /** Per page: what switching the patch off costs (positive: the patch saves that much). */
  readonly pages: readonly {
    readonly jsSaved: number;
    readonly cssSaved?: number;
    /** The page's CSS with the patch on. */
    readonly cssOn?: number;
    readonly htmlSaved: number;
    readonly tbtSaved: number;
  }[];
};

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** The criteria the measurement meets (`pays`), and every figure that decided it. */
export function patchVerdict({build, pages}: Measurement): {pays: boolean; reasons: string[]} {
  const met: string[] = [];
  const best = (values: number[]): number => Math.max(Number.NEGATIVE_INFINITY, ...values.filter(Number.isFinite));
  const js = best(pages.map((p) => p.jsSaved));
  const html = best(pages.map((p) => p.htmlSaved));
  const css = best(pages.map((p) => p.cssSaved ?? Number.NaN));
  const tbt = best(pages.map((p) => p.tbtSaved));
  if (js >= THRESHOLDS.jsOrHtmlBytes) met.push(`first-load JS −${kB(js)}`);
  if (html >= THRESHOLDS.jsOrHtmlBytes) met.push(`HTML −${kB(html)}`);
  if (css >= THRESHOLDS.jsOrHtmlBytes) met.push(`CSS −${kB(css)}`);
  if (tbt >= THRESHOLDS.tbtMs) met.push(`TBT −${Math.round(tbt)} ms`);
  const overBudgetWithout = pages.find(
    (p) =>
      p.cssOn !== undefined &&
      p.cssSaved !== undefined &&
      p.cssOn <= THRESHOLDS.cssBudgetBytes &&
      p.cssOn + p.cssSaved > THRESHOLDS.cssBudgetBytes,
  );
  if (overBudgetWithout)
    met.push(
      `keeps CSS within its budget (${kB(overBudgetWithout.cssOn!)} on, ${kB(overBudgetWithout.cssOn! + overBudgetWithout.cssSaved!)} off)`,
    );
  const share = (build.offSeconds - build.onSeconds) / build.offSeconds;
  if (build.locales === 'both' && share >= THRESHOLDS.buildShare) met.push(`build −${(share * 100).toFixed(1)} %`);
  const memory = build.offPeak - build.onPeak;
  if (memory >= THRESHOLDS.memoryBytes) met.push(`peak memory −${Math.round(memory / 1024 ** 2)} MB`);
  if (met.length > 0) return {pays: true, reasons: met};
  const figures = [
    pages.length > 0 &&
      `best page: JS ${kB(js)}, HTML ${kB(html)}, TBT ${Number.isFinite(tbt) ? Math.round(tbt) : '—'} ms`,
    build.locales === 'both' && `build ${(share * 100).toFixed(1)} %`,
    `peak memory ${Math.round(memory / 1024 ** 2)} MB`,
  ].filter(Boolean) as string[];
  return {pays: false, reasons: figures};
}
