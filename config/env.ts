/**
 * Build settings read from the environment (search reads its own: config/search.ts).
 * Kept apart from src/data/site.ts, which client code imports.
 */

/** The base URL can be overridden to deploy under a sub-path (e.g. `BASE_URL=/preview/`). */
export const baseUrl = process.env.BASE_URL ?? '/';
