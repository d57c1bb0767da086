import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {Features, Hero, RoleQuotes, useTranslatedTagline} from '@site/src/components/Home';

/** `customFields` values are `unknown`: accept only a non-empty string. */
function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The meta description, from `customFields.description`: the config is
 * loaded once per locale, so it is already in the page's language
 * (config/texts.ts).
 */
function useHomeDescription(): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  return readString(siteConfig.customFields?.description);
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
