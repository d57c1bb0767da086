/** Schedules a callback for when the main thread is idle (setTimeout where requestIdleCallback is missing). */
export type Scheduler = (callback: () => void) => void;

/** How long one idle slice may run: Lighthouse's mobile profile slows the CPU 4×, so 10 ms here counts as 40 ms. */
export const SLICE_MS = 10;

export const whenIdle: Scheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 1);
};

/**
 * A queue of small jobs run in slices of at most `sliceMs` while the page is
 * idle, so that many jobs queued at once (a prefetch for every link that came
 * into view) never make one long task.
 */
export function createIdleQueue(
  schedule: Scheduler = whenIdle,
  now: () => number = () => performance.now(),
  sliceMs = SLICE_MS,
): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  let scheduled = false;

  const runSlice = () => {
    scheduled = false;
    const start = now();
    while (jobs.length > 0 && now() - start < sliceMs) jobs.shift()!();
    if (jobs.length > 0) scheduleSlice();
  };
  const scheduleSlice = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(runSlice);
  };

  return (job) => {
    jobs.push(job);
    scheduleSlice();
  };
}
