import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcedVersion, githubReleaseUrl, latestRelease} from '../src/data/site';
import {configTexts} from './texts';

const link = `<a target="_blank" rel="noopener noreferrer" href="${githubReleaseUrl(latestRelease)}">Docusaurus ${announcedVersion}</a>`;

/**
 * The id changes with the announced version, so readers who closed the
 * previous announcement see the new one.
 */
export function announcementBar(locale: string | undefined): ThemeConfig['announcementBar'] {
  return {
    id: `announcement-${announcedVersion}`,
    content: configTexts(locale).announcement(link),
    backgroundColor: '#fafbfc',
    textColor: '#091E42',
    isCloseable: true,
  };
}
