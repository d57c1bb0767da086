// The link check behind `npm run check:links`: linkinator crawls a served build, with per-request timeouts that are
// retried, and links that still time out are reported as unchecked instead of crashing the process.
import {LinkChecker} from 'linkinator';

const isTimeoutError = (error) =>
  /timeout|aborted/i.test(`${error?.name ?? ''} ${error?.code ?? ''} ${error?.message ?? ''}`);

/**
 * Runs `work` with a global fetch whose response bodies end quietly when a timeout interrupts them, noting the URL in
 * `interrupted`. linkinator 7 reads a body after its request has returned, outside its error handling: a timeout
 * during that read (its own AbortSignal.timeout, or undici's body timeout) was an unhandled rejection that killed
 * the process (seen on CI under load). A timeout before the headers arrive still fails the request, which
 * linkinator retries (`retryErrors`). The response is returned as soon as its headers are, as without the wrapper.
 * @template T
 * @param {(interrupted: Set<string>) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withGuardedBodies(work) {
  const realFetch = globalThis.fetch;
  const interrupted = new Set();
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (!response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream({
      async pull(controller) {
        try {
          const {done, value} = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          if (!isTimeoutError(error)) throw error;
          interrupted.add(response.url);
          controller.close();
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const guarded = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    Object.defineProperty(guarded, 'url', {value: response.url});
    return guarded;
  };
  try {
    return await work(interrupted);
  } finally {
    globalThis.fetch = realFetch;
  }
}

const timedOut = (link) => link.status === 0 && (link.failureDetails ?? []).some(isTimeoutError);

/**
 * Crawls every start URL (recursively, fragments included) and returns what was checked, what is broken, and what
 * could not be checked because every attempt timed out.
 * @param {{startUrls: string[], isInternal: (url: string) => boolean, timeoutMs?: number, retries?: number, concurrency?: number}} options
 */
export async function checkLinks({startUrls, isInternal, timeoutMs = 30_000, retries = 3, concurrency = 8}) {
  const checker = new LinkChecker();
  const {links, interrupted} = await withGuardedBodies(async (interrupted) => {
    const all = [];
    for (const path of startUrls) {
      const result = await checker.check({
        path,
        recurse: true,
        checkFragments: true,
        // Pages are served at extensionless URLs (`trailingSlash: false`): relative links resolve against the page
        // itself, not against a folder of its name.
        cleanUrls: true,
        concurrency,
        timeout: timeoutMs,
        retryErrors: true,
        retryErrorsCount: retries,
        retryErrorsJitter: 500,
        linksToSkip: async (link) => !isInternal(link),
      });
      all.push(...result.links);
    }
    return {links: all, interrupted};
  });
  const failed = links.filter((link) => link.state === 'BROKEN');
  // A page whose body was cut short: its own status is known, but not all of its links and anchors were read.
  const cutShort = links.filter((link) => link.state !== 'BROKEN' && interrupted.has(link.url));
  return {
    checked: links.length,
    broken: failed.filter((link) => !timedOut(link)),
    unchecked: [...failed.filter(timedOut), ...cutShort],
  };
}
