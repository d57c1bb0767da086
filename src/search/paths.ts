/**
 * The base URL of the whole site, where the search index lives: the default
 * locale is built at the root and the others in sub-folders, and one index
 * (with one part per language) serves them all. `/ja/` → `/`.
 */
export function siteRootBaseUrl(baseUrl: string, localePath: string, isDefaultLocale: boolean): string {
  if (isDefaultLocale) return baseUrl;
  const suffix = `${localePath}/`;
  return baseUrl.endsWith(suffix) ? baseUrl.slice(0, -suffix.length) : baseUrl;
}
