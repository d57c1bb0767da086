import type {LoadContext} from '@docusaurus/types';
import {isPatchDisabled} from '../disabled';

type OverlapContext = {readonly i18n: Pick<LoadContext['i18n'], 'defaultLocale' | 'locales' | 'currentLocale'>};

const PENDING = Symbol.for('docusaurus-website.locale-overlap.pending');

type Pending = {readonly job: Promise<unknown>; failure?: {error: unknown}};

/**
 * The work each postBuild step left running, by step name. Kept on
 * globalThis: Docusaurus loads the site's modules afresh for every locale
 * (jiti, without a require cache), so module state would not outlive one.
 */
function pendingWork(): Map<string, Pending> {
  const store = globalThis as {[PENDING]?: Map<string, Pending>};
  if (!store[PENDING]) {
    store[PENDING] = new Map();
    process.once('beforeExit', reportUnclaimedFailures);
  }
  return store[PENDING];
}

/**
 * Work no later locale waited for (the guess that another locale follows was
 * wrong) still keeps the process alive until it is done; when it failed, this
 * says so and fails the command instead of leaving the failure unseen.
 */
export function reportUnclaimedFailures(): void {
  const pending = pendingWork();
  for (const [step, {failure}] of pending) {
    if (!failure) continue;
    console.error(`[locale-overlap] ${step} failed after its locale's build:`, failure.error);
    process.exitCode = 1;
  }
  pending.clear();
}

/**
 * The locales `docusaurus build` builds, in its order (the default locale
 * first, then the others as configured: core's `orderLocales`), or null when
 * the command line names them (`--locale`): then which comes last is unknown.
 */
export function localesBuilt(context: OverlapContext, argv: readonly string[]): string[] | null {
  if (argv.some((arg) => arg === '--locale' || arg.startsWith('--locale=') || arg.startsWith('-l'))) return null;
  const {defaultLocale, locales} = context.i18n;
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

/**
 * Lets a postBuild step's work run while the next locale is built.
 * Docusaurus builds locales one after the other, and the bundling of the next
 * one leaves a core mostly idle while its MDX compiler holds the main thread.
 * - When another locale follows, `work(true)` starts and the step returns at
 *   once: the work should do little on the main thread (it belongs to the
 *   next locale's MDX compiler), its bulk in a worker or a process.
 * - The same step of the next locale first waits for it, and fails with its
 *   error if it failed.
 * - The last locale, and every locale of a build that names its locales,
 *   waits for its own `work(false)`.
 * Relies on Docusaurus 3.10 building the locales in one process, in order.
 * If it stopped, the work would still be done (unclaimed work keeps the
 * process alive); only the overlap would be lost. Remove it when Docusaurus
 * builds locales concurrently (a note in core's build.js;
 * facebook/docusaurus#4765, build time and memory, open).
 */
export async function overlapNextLocale(
  context: OverlapContext,
  step: string,
  work: (inBackground: boolean) => Promise<unknown>,
  argv: readonly string[] = process.argv,
): Promise<void> {
  const pending = pendingWork();
  const previous = pending.get(step);
  if (previous) {
    pending.delete(step);
    await previous.job;
  }
  // Switched off (config/patches.ts): every locale waits for its own work.
  const order = isPatchDisabled('locale-overlap') ? null : localesBuilt(context, argv);
  const position = order?.indexOf(context.i18n.currentLocale) ?? -1;
  if (order && position >= 0 && position < order.length - 1) {
    const entry: Pending = {job: work(true)};
    // Handled when the next locale awaits it (or at exit): until then, not an unhandled rejection.
    entry.job.catch((error: unknown) => (entry.failure = {error}));
    pending.set(step, entry);
    return;
  }
  await work(false);
}

/** Ends a step's log line when its work ran beside the next locale's build (`npm run bench:build` reads it). */
export function besideNextLocale(inBackground: boolean): string {
  return inBackground ? ', beside the next locale’s build' : '';
}
