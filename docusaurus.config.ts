import type {Config} from '@docusaurus/types';
import {DEFAULT_FASTER_CONFIG_TRUE} from '@docusaurus/core/lib/server/configValidation';
import type * as Preset from '@docusaurus/preset-classic';
import {i18n} from './config/i18n';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {announcementBar} from './config/announcement';
import {algolia} from './config/search';
import {plugins, presetOptions, themes} from './config/plugins';
import {siteUrl} from './src/data/site';
import {baseUrl} from './config/env';
import {configTexts} from './config/texts';

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
    faster: {
      // Everything `faster: true` turns on (imported, so a new flag is not missed) …
      ...DEFAULT_FASTER_CONFIG_TRUE,
      // … except rspack's persistent cache in production builds. They start cold (CI, deploys): writing
      // the cache made none of them faster and raised a two-locale build's peak memory by 0.4 GiB.
      // `docusaurus start` keeps it.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
    },
  },

  i18n,

  customFields: {
    // The home page's meta description, in the language being built (src/pages/index.tsx).
    description: configTexts().siteDescription,
  },

  presets: [['classic', presetOptions]],
  plugins,
  themes,

  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    metadata: [
      {name: 'description', content: configTexts().siteDescription},
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
