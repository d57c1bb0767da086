import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {forLocale, i18n} from './config/i18n';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {announcementBar} from './config/announcement';
import {algolia} from './config/search';
import {clientModules, plugins, presetOptions, themes} from './config/plugins';
import {
  announcedVersion,
  baseUrl,
  latestRelease,
  siteDescription,
  siteDescriptions,
  siteUrl,
} from './config/site';

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  favicon: 'img/docusaurus.ico',
  organizationName: 'facebook',
  projectName: 'docusaurus',

  // A broken link, anchor, Markdown link or image never ships.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },

  i18n,

  customFields: {
    announcedVersion,
    latestRelease,
    description: siteDescription,
  },

  presets: [['classic', presetOptions]],
  plugins,
  themes,
  clientModules,

  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    metadata: [
      {name: 'description', content: forLocale(siteDescriptions)},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: announcementBar(process.env.DOCUSAURUS_CURRENT_LOCALE),
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: navbar(process.env.DOCUSAURUS_CURRENT_LOCALE),
    footer: footer(process.env.DOCUSAURUS_CURRENT_LOCALE),
    prism,
    algolia,
    mermaid: {
      theme: {light: 'neutral', dark: 'forest'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
