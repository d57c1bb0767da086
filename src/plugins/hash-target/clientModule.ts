import type {ClientModule} from '@docusaurus/types';
import {holdPosition, isInViewport} from './holdPosition';

// See ./index.ts. Runs after core's own scroll to the hash (same layout effect, just before onRouteDidUpdate).

/** Long enough for a slow phone to load and draw a diagram; a reader who scrolls ends it sooner. */
const HOLD_MS = 15_000;
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let release: (() => void) | undefined;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the hash names nothing
  }
}

function hold(target: HTMLElement): void {
  const box = target.getBoundingClientRect();
  // A reader who has already scrolled away (before hydration, say) is not pulled back.
  if (!isInViewport(box.top, box.bottom, window.innerHeight)) return;
  const position = holdPosition(
    () => (target.isConnected ? target.getBoundingClientRect().top : undefined),
    (pixels) => window.scrollBy({top: pixels, behavior: 'instant'}),
  );
  if (!position) return;
  const observer = new ResizeObserver(() => {
    if (!position.restore()) stop();
  });
  const timer = window.setTimeout(() => stop(), HOLD_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    READER_INPUT.forEach((type) => window.removeEventListener(type, stop, true));
    release = undefined;
  }
  // Not <body>: the theme gives it height: 100%, so its box does not grow with the page.
  observer.observe(document.getElementById('__docusaurus') ?? document.documentElement);
  READER_INPUT.forEach((type) => window.addEventListener(type, stop, {capture: true, passive: true}));
  release = stop;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    release?.();
    const target = targetOf(location.hash);
    if (target) hold(target);
  },
};

export default clientModule;
