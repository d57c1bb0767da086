import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {TranslationGlobalData} from './index';
import {isUntranslatedPage} from './isTranslatedSource';

/** Whether the page built from `source` is an English fallback in the current locale. */
export function useIsUntranslatedPage(source: string): boolean {
  const {i18n} = useDocusaurusContext();
  const {sourceRoots} = usePluginData('translation') as TranslationGlobalData;
  return isUntranslatedPage({
    source,
    currentLocale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    sourceRoots,
  });
}
