import type {Footer} from '@docusaurus/theme-common';
import {githubRepoUrl} from './site';
import {forLocale, type PerLocale} from './i18n';

const year = new Date().getFullYear();

/**
 * The copyright line carries the current year, so it is not kept in the
 * translation files (a translated copy would freeze the year): each locale
 * gets its text here instead.
 */
const copyrightByLocale: PerLocale<string> = {
  en: `Copyright © ${year} Meta Platforms, Inc. Built with Docusaurus.`,
  ja: `Copyright © ${year} Meta Platforms, Inc. Docusaurus で構築しています。`,
};

/** The footer for one locale (`DOCUSAURUS_CURRENT_LOCALE` during a build). */
export function footer(locale: string | undefined): Footer {
  return {
    ...footerBase,
    copyright: forLocale(copyrightByLocale, locale),
  };
}

const footerBase: Omit<Footer, 'copyright'> = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: 'docs'},
      ],
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
