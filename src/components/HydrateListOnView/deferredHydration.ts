// When list items wait for the viewport, and how far ahead they wake (./index.tsx, ./listItems.ts).

/** Elements that can take the focus, in document order: a control focused while waiting is focused again. */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** How far ahead of the viewport content comes to life: a screen or so, so scrolling never meets a dead one. */
export const ROOT_MARGIN = '800px 0px';

/** False in development (`npm start`): the browser renders pages from scratch, with no server HTML to keep. */
export const HYDRATING_SERVER_HTML = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * Whether content waits for the viewport: only while React hydrates the server's HTML (a production build), not
 * when it is mounted later (a list changed by a filter) nor when there is no such HTML (`npm start`).
 */
export function waitsForView(mountedAfterHydration: boolean, hydratingServerHtml: boolean): boolean {
  return !mountedAfterHydration && hydratingServerHtml;
}
