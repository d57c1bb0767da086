import type {Navbar} from '@docusaurus/theme-common';
import {githubRepoUrl} from './site';
import {forLocale, type PerLocale} from './i18n';
import versionsArchived from '../versionsArchived.json';
import {archivedVersionList} from '../src/utils/versions';

/**
 * Items of the version dropdown that the theme does not put in the
 * translation files: each locale gets its labels here.
 */
const dropdownLabels: PerLocale<{archived: string; all: string; helpTranslate: string}> = {
  en: {archived: 'Archived versions', all: 'All versions', helpTranslate: 'Help us translate'},
  ja: {archived: 'アーカイブ済みのバージョン', all: 'すべてのバージョン', helpTranslate: '翻訳に協力する'},
};

/** The repository's issue that coordinates translations of the site. */
export const translationIssueUrl = `${githubRepoUrl}/issues/3526`;

function labelsFor(locale: string | undefined) {
  return forLocale(dropdownLabels, locale);
}

function versionDropdownItemsAfter(locale: string | undefined) {
  const labels = labelsFor(locale);
  return [
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {type: 'html', className: 'dropdown-archived-versions', value: `<b>${labels.archived}</b>`},
    ...archivedVersionList(versionsArchived).map(({name, url}) => ({label: name, href: url})),
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {to: 'https://v1.docusaurus.io', label: '1.x.x'},
    {to: '/versions', label: labels.all},
  ];
}

function localeDropdownItemsAfter(locale: string | undefined) {
  return [
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {href: translationIssueUrl, label: labelsFor(locale).helpTranslate},
  ];
}

/** The navbar for one locale (`DOCUSAURUS_CURRENT_LOCALE` during a build). */
export function navbar(locale: string | undefined): Navbar {
  return {
    ...navbarBase,
    items: navbarBase.items.map((item) => {
      if (item.type === 'docsVersionDropdown') return {...item, dropdownItemsAfter: versionDropdownItemsAfter(locale)};
      if (item.type === 'localeDropdown') return {...item, dropdownItemsAfter: localeDropdownItemsAfter(locale)};
      return item;
    }),
  };
}

const navbarBase: Navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo: a green dinosaur',
    src: 'img/docusaurus.svg',
    srcDark: 'img/docusaurus-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'doc',
      position: 'left',
      docId: 'introduction',
      label: 'Docs',
    },
    {
      type: 'docSidebar',
      position: 'left',
      sidebarId: 'api',
      label: 'API',
    },
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/showcase', label: 'Showcase', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '/community/',
    },
    // Custom item type (src/theme/NavbarItem/ComponentTypes.tsx): a link to the
    // fixtures index, rendered only on /tests pages.
    {type: 'custom-dogfoodingNavbarItem', position: 'left', content: 'Fixtures'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
    },
    {
      type: 'localeDropdown',
      position: 'right',
    },
    {
      href: githubRepoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
};
