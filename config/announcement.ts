import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcedVersion, latestRelease} from './site';
import {forLocale, type PerLocale} from './i18n';

const releaseUrl = `https://github.com/facebook/docusaurus/releases/tag/v${latestRelease}`;
const link = `<a target="_blank" rel="noopener noreferrer" href="${releaseUrl}">Docusaurus ${announcedVersion}</a>`;

/** The theme does not translate the announcement bar, so each locale gets its own text here. */
const contentByLocale: PerLocale<string> = {
  en: `<b>${link} is out!</b> Read what is new in this release.`,
  ja: `<b>${link} をリリースしました！</b>このリリースの新機能をご覧ください。`,
};

/**
 * The id changes with the announced version, so readers who closed the
 * previous announcement see the new one.
 */
export function announcementBar(locale: string | undefined): ThemeConfig['announcementBar'] {
  return {
    id: `announcement-${announcedVersion}`,
    content: forLocale(contentByLocale, locale),
    backgroundColor: '#fafbfc',
    textColor: '#091E42',
    isCloseable: true,
  };
}
