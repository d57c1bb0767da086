// One Lighthouse performance run (mobile, simulated throttling: Lighthouse's
// defaults) in a fresh Chromium, the one the browser tests use.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {CHROMIUM_ARGS, findChromium} = require('./chromium.cjs');

/**
 * @param {string} url
 * @returns {Promise<{score: number, tbt: number, lcp: number, fcp: number}>}
 */
export async function lighthousePerformance(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
