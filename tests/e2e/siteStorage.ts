/**
 * The browser storage key Docusaurus gives a setting of a locale's pages: the key plus the site's namespace, a
 * hash of the site's URL and the locale's base URL (core's `createSiteStorage`, storage namespaced by
 * `future.v4`). tests/e2e/language-suggestion.spec.ts checks that it is the key the site writes.
 */
import {normalizeUrl, simpleHash} from '@docusaurus/utils';
import {siteUrl} from '../../src/data/site';

export function siteStorageKey(key: string, localeBaseUrl: string): string {
  const url = normalizeUrl([siteUrl, localeBaseUrl]);
  return `${key}-${simpleHash(url.endsWith('/') ? url : `${url}/`, 3)}`;
}

/** The setting that remembers a dismissed language suggestion (src/plugins/translation/suggestion). */
export const LANGUAGE_SUGGESTION_DISMISSED = 'docusaurus.languageSuggestion.dismissed';

/**
 * Storage for tests that read pages in a language their browser does not prefer (the default `en-US` on /ja/
 * pages): the suggestion was dismissed, so its bar covers nothing a test clicks.
 */
export function withoutLanguageSuggestion(origins: readonly string[]) {
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: ['/', '/ja/'].map((base) => ({
        name: siteStorageKey(LANGUAGE_SUGGESTION_DISMISSED, base),
        value: 'true',
      })),
    })),
  };
}
