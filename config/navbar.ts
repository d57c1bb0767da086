import type {Navbar} from '@docusaurus/theme-common';
import {githubRepoUrl} from './site';

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
    {to: '/blog', label: 'Blog', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '/community/',
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
