/**
 * Paces an Ask AI answer in the page. page.route can only answer with a whole
 * body, which the modal would read at once: this init script (run with
 * `page.addInitScript(gateAskAiStream, ASK_AI_CHAT_URL)`) wraps `fetch` so that
 * a response from the chat endpoint (still answered by page.route) reaches the
 * page one server-sent event at a time, each only once the test has released
 * it: every intermediate screen of the modal can then be checked.
 */
import type {Page} from '@playwright/test';

type AskAiGate = {allowed: number; delivered: number; wake: Array<() => void>};

declare global {
  interface Window {
    askAiGate?: AskAiGate;
  }
}

/** Runs in the page before its scripts. Self-contained: Playwright sends its source. */
export function gateAskAiStream(chatUrl: string): void {
  const gate: AskAiGate = {allowed: 0, delivered: 0, wake: []};
  window.askAiGate = gate;
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await pageFetch(input, init);
    if (url !== chatUrl || !response.ok) return response;
    const events = (await response.text()).split(/(?<=\n\n)/).filter(Boolean);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (events.length === 0) return controller.close();
        while (gate.delivered >= gate.allowed) await new Promise<void>((resolve) => gate.wake.push(resolve));
        gate.delivered += 1;
        controller.enqueue(encoder.encode(events.shift()));
      },
    });
    return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
  };
}

/** Lets `count` more events through (counted over all answers of the page). */
export async function releaseEvents(page: Page, count: number): Promise<void> {
  await page.evaluate((n) => {
    const gate = window.askAiGate!;
    gate.allowed += n;
    gate.wake.splice(0).forEach((wake) => wake());
  }, count);
}
