import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../options';
import {pathBelowBase, sectionOf} from '../routes';
import {sectionLabel} from './sectionLabels';

/** The search plugin's global data for the current locale: mode, index URL, section rules. */
export function useSearchConfig(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}

/** A page URL → the translated label of its section (`/ja/community/support` → "コミュニティ"). */
export function useSectionLabelOf(): (url: string) => string {
  const {sections} = useSearchConfig();
  const {siteConfig} = useDocusaurusContext();
  return useCallback(
    (url: string) => sectionLabel(sectionOf(pathBelowBase(url, siteConfig.baseUrl) ?? '', sections)),
    [sections, siteConfig.baseUrl],
  );
}
