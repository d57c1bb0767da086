import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localizedTag, tagKeys, type Tag, type TagKey} from '@site/src/data/showcase';

export type Tags = Readonly<Record<TagKey, Tag>>;

/** Every tag, with its label and description in the current locale. */
export function useShowcaseTags(): Tags {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return useMemo(
    () => Object.fromEntries(tagKeys.map((key) => [key, localizedTag(key, currentLocale)])) as Record<TagKey, Tag>,
    [currentLocale],
  );
}
