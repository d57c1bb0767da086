import type {Footer} from '@docusaurus/theme-common';
import {githubRepoUrl} from '../src/data/site';
import {configTexts} from './texts';

/** The footer for one locale (`DOCUSAURUS_CURRENT_LOCALE` during a build). */
export function footer(locale: string | undefined): Footer {
  return {
    ...footerBase,
    copyright: configTexts(locale).copyright(new Date().getFullYear()),
  };
}

const footerBase: Omit<Footer, 'copyright'> = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [{label: 'Introduction', to: 'docs'}],
    },
    {
      title: 'Community',
      items: [
        {label: 'Support', to: 'community/support'},
        {label: 'Contributing', to: 'community/contributing'},
        {label: 'Feature requests', to: '/feature-requests'},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'X', href: 'https://x.com/docusaurus'},
        {label: 'BlueSky', href: 'https://bsky.app/profile/docusaurus.io'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: 'blog'},
        {label: 'Changelog', to: 'changelog'},
        {label: 'Team', to: 'community/team'},
        {label: 'Canary releases', to: 'community/canary'},
        {label: 'GitHub', href: githubRepoUrl},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.facebook.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.facebook.com/legal/terms/'},
        {label: 'Cookie Policy', href: 'https://opensource.facebook.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Meta Open Source logo',
    src: '/img/meta_opensource_logo_negative.svg',
    width: 160,
    height: 51,
    href: 'https://opensource.fb.com',
  },
};
