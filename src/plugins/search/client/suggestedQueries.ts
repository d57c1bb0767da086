/** The queries the search modal's no-results screen offers to try instead ("Try searching for"). */

/** An entry of DocSearch's recent searches (localStorage `__DOCSEARCH_RECENT_SEARCHES__<index>`): a hit the reader opened. */
export type RecentSearch = {readonly url?: unknown; readonly hierarchy?: {readonly lvl1?: unknown}};

/**
 * Up to `max` queries to suggest: the titles of the pages the reader opened from recent searches in this locale
 * (newest first), then the locale's popular pages; never the query itself, each title once.
 */
export function suggestedQueries({
  recent,
  localeBaseUrl,
  otherLocaleBaseUrls,
  popular,
  query,
  max = 3,
}: {
  readonly recent: readonly RecentSearch[];
  /** `/` or `/ja/`: a recent hit belongs to this locale when its path starts here and with no other locale's. */
  readonly localeBaseUrl: string;
  readonly otherLocaleBaseUrls: readonly string[];
  readonly popular: readonly string[];
  readonly query: string;
  readonly max?: number;
}): string[] {
  const inLocale = (url: unknown): boolean => {
    if (typeof url !== 'string') return false;
    const path = url.startsWith('/') ? url : safePathname(url);
    return (
      path !== null && path.startsWith(localeBaseUrl) && !otherLocaleBaseUrls.some((other) => path.startsWith(other))
    );
  };
  const fromRecent = recent
    .filter((entry) => inLocale(entry.url))
    .map((entry) => entry.hierarchy?.lvl1)
    .filter((title): title is string => typeof title === 'string' && title.trim() !== '');
  const seen = new Set([normalize(query)]);
  const out: string[] = [];
  for (const candidate of [...fromRecent, ...popular]) {
    const key = normalize(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
    if (out.length === max) break;
  }
  return out;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const normalize = (text: string): string => text.trim().toLowerCase();

/** DocSearch's recent searches as stored, or none when storage is unavailable or holds something else. */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((e): e is RecentSearch => typeof e === 'object' && e !== null) : [];
  } catch {
    return [];
  }
}
