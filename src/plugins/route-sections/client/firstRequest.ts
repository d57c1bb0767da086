/**
 * A filter that lets each URL through once: the routes a docs page links to
 * share most of their chunks (the docs version, the layout, the sidebar), so
 * prefetching every linked route asked for the same few files dozens of
 * times, one `<link>` element each. A URL the page has already loaded
 * (`loadedUrls`, read again only when a URL is not known yet) is not let
 * through either.
 */
export function createFirstRequestFilter(loadedUrls: () => Iterable<string>): (url: string) => boolean {
  const known = new Set<string>();
  return (url) => {
    if (known.has(url)) return false;
    for (const loaded of loadedUrls()) known.add(loaded);
    if (known.has(url)) return false;
    known.add(url);
    return true;
  };
}
