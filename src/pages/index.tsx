import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {Features, Hero, RoleQuotes, useTranslatedTagline} from '@site/src/components/Home';

/** `customFields` values are `unknown`: accept only a non-empty string. */
function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The meta description, from `customFields.description`. Like the tagline, its
 * message comes from the config, so its `code.json` entry is written by hand.
 */
function useHomeDescription(): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  const description = readString(siteConfig.customFields?.description);
  return description === undefined
    ? undefined
    : translate({
        id: 'home.meta.description',
        message: description,
        description: 'Home page: meta description for search engines and link previews',
      });
}

export default function Home(): ReactNode {
  const title = useTranslatedTagline();
  const description = useHomeDescription();
  return (
    <Layout title={title} description={description}>
      <main>
        <Hero />
        <Features />
        <RoleQuotes />
      </main>
    </Layout>
  );
}
