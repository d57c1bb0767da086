import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteRootBaseUrl} from './paths';

/** Where the search index is served from, in every locale (see siteRootBaseUrl). */
export function useSearchIndexBaseUrl(): string {
  const {siteConfig, i18n} = useDocusaurusContext();
  const localePath = i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale;
  return siteRootBaseUrl(siteConfig.baseUrl, localePath, i18n.currentLocale === i18n.defaultLocale);
}
