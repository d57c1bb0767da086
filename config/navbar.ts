import type {Navbar} from '@docusaurus/theme-common';
import {githubRepoUrl} from './site';
import versionsArchived from '../versionsArchived.json';
import {archivedVersionList} from '../src/utils/versions';

export const navbar: Navbar = {
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
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
        ...archivedVersionList(versionsArchived).map(({name, url}) => ({label: name, href: url})),
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: 'https://v1.docusaurus.io', label: '1.x.x'},
        {to: '/versions', label: 'All versions'},
      ],
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
