/** What ./clientModule.ts relies on in react-helmet-async: a static boolean `canUseDOM` on HelmetProvider. */
export function helmetHoldsDomWrites(provider: unknown): provider is {canUseDOM: boolean} {
  return typeof provider === 'function' && typeof (provider as {canUseDOM?: unknown}).canUseDOM === 'boolean';
}
