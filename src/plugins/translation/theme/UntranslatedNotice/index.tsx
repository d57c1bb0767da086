import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Shown above a page of a non-default locale whose content is the English
 * original: says so in the reader's language and links to the English page
 * (a full page load, as any change of locale).
 */
export default function UntranslatedNotice(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const englishUrl = createUrl({locale: i18n.defaultLocale, fullyQualified: false});
  return (
    <div className={clsx('alert alert--secondary', styles.notice)} role="note" data-untranslated-notice="">
      <p>
        <Translate id="translation.untranslatedNotice.message">
          This page has not been translated yet. The text below is the English original.
        </Translate>{' '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the English page is another locale's site: a full page load, and the URL already has that locale's base */}
        <a href={englishUrl} hrefLang={i18n.localeConfigs[i18n.defaultLocale]?.htmlLang}>
          <Translate id="translation.untranslatedNotice.link">Read the English page</Translate>
        </a>
      </p>
    </div>
  );
}
