import {describe, expect, it, vi} from 'vitest';
import {besideNextLocale, localesBuilt, overlapNextLocale, reportUnclaimedFailures} from '.';

const site = (currentLocale: string) => ({i18n: {defaultLocale: 'en', locales: ['ja', 'en'], currentLocale}});
const BUILD_ALL = ['node', 'docusaurus.mjs', 'build'];

/** Lets pending promise callbacks and timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A promise settled from outside, to hold work in progress. */
function deferred(): {promise: Promise<void>; resolve: () => void; reject: (error: Error) => void} {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ([resolve, reject] = [res, rej]));
  return {promise, resolve, reject};
}

describe('localesBuilt', () => {
  it('puts the default locale first, as docusaurus build does', () => {
    expect(localesBuilt(site('en'), BUILD_ALL)).toEqual(['en', 'ja']);
  });

  it('knows nothing when the command line names the locales', () => {
    for (const args of [['--locale', 'en'], ['-l', 'ja'], ['-lja'], ['--locale=en']])
      expect(localesBuilt(site('en'), [...BUILD_ALL, ...args])).toBeNull();
  });
});

describe('overlapNextLocale', () => {
  it('leaves a locale’s work running into the next locale, whose same step waits for it', async () => {
    const enWork = deferred();
    const events: string[] = [];
    const en = vi.fn((inBackground: boolean) => (events.push(`en ${inBackground}`), enWork.promise));
    await overlapNextLocale(site('en'), 'twins', en, BUILD_ALL);
    expect(en).toHaveBeenCalledWith(true);

    const ja = overlapNextLocale(
      site('ja'),
      'twins',
      async (inBackground) => void events.push(`ja ${inBackground}`),
      BUILD_ALL,
    );
    await settle();
    expect(events).toEqual(['en true']);
    enWork.resolve();
    await ja;
    expect(events).toEqual(['en true', 'ja false']);
  });

  it('fails the next locale’s step with the error of the work it waits for', async () => {
    const enWork = deferred();
    await overlapNextLocale(site('en'), 'index', () => enWork.promise, BUILD_ALL);
    enWork.reject(new Error('the index failed'));
    const ja = vi.fn(() => Promise.resolve());
    await expect(overlapNextLocale(site('ja'), 'index', ja, BUILD_ALL)).rejects.toThrow('the index failed');
    expect(ja).not.toHaveBeenCalled();
  });

  it('waits for each locale’s own work when the command line names the locales', async () => {
    const work = deferred();
    const inBackground = vi.fn((_: boolean) => work.promise);
    let done = false;
    const step = overlapNextLocale(site('en'), 'named', inBackground, [...BUILD_ALL, '--locale', 'en']);
    void step.then(() => (done = true));
    await settle();
    expect(inBackground).toHaveBeenCalledWith(false);
    expect(done).toBe(false);
    work.resolve();
    await step;
    expect(done).toBe(true);
  });

  it('keeps the pending work where a fresh copy of the module finds it (Docusaurus reloads plugins per locale)', async () => {
    const enWork = deferred();
    await overlapNextLocale(site('en'), 'reloaded', () => enWork.promise, BUILD_ALL);
    vi.resetModules();
    const fresh = await import('.');
    let jaStarted = false;
    const ja = fresh.overlapNextLocale(site('ja'), 'reloaded', async () => void (jaStarted = true), BUILD_ALL);
    await settle();
    expect(jaStarted).toBe(false);
    enWork.resolve();
    await ja;
    expect(jaStarted).toBe(true);
  });

  it('fails the command at exit when work no later locale waited for failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exitCode = process.exitCode;
    try {
      await overlapNextLocale(site('en'), 'unclaimed-ok', () => Promise.resolve(), BUILD_ALL);
      await overlapNextLocale(site('en'), 'unclaimed', () => Promise.reject(new Error('no twins')), BUILD_ALL);
      await settle();
      reportUnclaimedFailures();
      expect(process.exitCode).toBe(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(
        "[locale-overlap] unclaimed failed after its locale's build:",
        new Error('no twins'),
      );
    } finally {
      process.exitCode = exitCode;
      error.mockRestore();
    }
  });

  it('marks the log line of work that ran beside the next locale, in the words bench:build reads', () => {
    expect(besideNextLocale(false)).toBe('');
    expect(besideNextLocale(true)).toContain('beside the next locale');
  });
});
