import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** "1 site" / "N sites", announced politely to screen readers when the filters change it. */
export default function ShowcaseResultCount({count}: {readonly count: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const message = selectMessage(
    count,
    translate(
      {
        id: 'showcase.filters.count',
        message: '1 site|{count} sites',
        description:
          'Showcase filters: number of sites shown. Use as many plural forms (separated by "|") as your language supports (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      },
      {count},
    ),
  );
  return (
    <p className={styles.count} aria-live="polite">
      {message}
    </p>
  );
}
