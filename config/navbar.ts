import type {Navbar} from '@docusaurus/theme-common';
import {githubRepoUrl, translationHelpUrl, v1SiteUrl} from '../src/data/site';
import {configTexts} from './texts';
import versionsArchived from '../versionsArchived.json';
import {archivedVersionList} from '../src/utils/versions';

/** Items the theme does not put in the translation files take their labels from config/texts.ts. */
function labelsFor(locale: string | undefined) {
  return configTexts(locale).dropdowns;
}

function versionDropdownItemsAfter(locale: string | undefined) {
  const labels = labelsFor(locale);
  return [
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {type: 'html', className: 'dropdown-archived-versions', value: `<b>${labels.archivedVersions}</b>`},
    ...archivedVersionList(versionsArchived).map(({name, url}) => ({label: name, href: url})),
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {to: v1SiteUrl, label: '1.x.x'},
    {to: '/versions', label: labels.allVersions},
  ];
}

function localeDropdownItemsAfter(locale: string | undefined) {
  return [
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {href: translationHelpUrl, label: labelsFor(locale).helpTranslate},
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
