import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardPath} from '../../cardPages';
import type {SocialCardsGlobalData} from '../../index';
import {CARD_HEIGHT, CARD_WIDTH} from '../../cardSize';

/** The page's own social card (drawn by the plugin at build time) as its Open Graph and Twitter image. */
export default function SocialCardMetadata({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const localeBaseUrl = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? siteConfig.baseUrl;
  const {sections} = usePluginData('social-cards') as SocialCardsGlobalData;
  const hasCard = sections.includes(permalink.slice(localeBaseUrl.length).split('/')[0]!);
  const image = useBaseUrl(hasCard ? cardPath(permalink, localeBaseUrl) : '/', {absolute: true});
  if (!hasCard) return null;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={image} />
    </Head>
  );
}
