import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLatestVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import archived from '@site/versionsArchived.json';
import {archivedVersionList} from '@site/src/utils/versions';
import {v1SiteUrl} from '@site/src/data/site';
import HostedVersionsTable from './_components/HostedVersionsTable';
import ReleaseNotesLinks from './_components/ReleaseNotesLinks';
import styles from './styles.module.css';

/**
 * All documentation versions, derived from `versions.json` (through the docs
 * plugin's data) and `versionsArchived.json`: nothing here is listed by hand.
 */
export default function Versions(): ReactNode {
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  const next = versions.filter((v) => v.name === 'current');
  const past = versions.filter((v) => v.name !== 'current' && v.name !== latest.name);
  const archivedList = archivedVersionList(archived);
  return (
    <Layout
      title={translate({id: 'versions.title', message: 'Docusaurus documentation versions'})}
      description={translate({
        id: 'versions.description',
        message:
          'Every version of the Docusaurus documentation: the current release, the next one, older ones and archives.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="versions.heading">Docusaurus documentation versions</Translate>
        </Heading>

        <section className="margin-bottom--lg">
          <Heading as="h2" id="latest">
            <Translate id="versions.current.title">Current version (stable)</Translate>
          </Heading>
          <p>
            <Translate id="versions.current.text">The documentation of the latest stable release.</Translate>
          </p>
          <HostedVersionsTable versions={[latest]} withNotes />
        </section>

        {next.length > 0 && (
          <section className="margin-bottom--lg">
            <Heading as="h2" id="next">
              <Translate id="versions.next.title">Next version (Canary)</Translate>
            </Heading>
            <p>
              <Translate id="versions.next.text">
                The documentation of features merged but not released yet. It describes the Canary builds.
              </Translate>
            </p>
            <HostedVersionsTable versions={next} withNotes={false} />
          </section>
        )}

        {past.length > 0 && (
          <section className="margin-bottom--lg">
            <Heading as="h2" id="past">
              <Translate id="versions.past.title">Past versions hosted here</Translate>
            </Heading>
            <p>
              <Translate id="versions.past.text">
                Older releases whose documentation this site still serves. They are no longer actively maintained.
              </Translate>
            </p>
            <HostedVersionsTable versions={past} withNotes />
          </section>
        )}

        <section className="margin-bottom--lg">
          <Heading as="h2" id="archived">
            <Translate id="versions.archived.title">Archived versions</Translate>
          </Heading>
          <p>
            <Translate id="versions.archived.text">
              Versions that are no longer maintained. Their documentation lives outside this site.
            </Translate>
          </p>
          <ul className={styles.archived}>
            {archivedList.map((v) => (
              <li key={v.name}>
                <Link href={v.url}>{v.name}</Link> (<ReleaseNotesLinks version={v.name} />)
              </li>
            ))}
          </ul>
        </section>

        <section>
          <Heading as="h2" id="legacy">
            <Translate id="versions.legacy.title">Docusaurus 1 (legacy)</Translate>
          </Heading>
          <p>
            <Translate
              id="versions.legacy.text"
              values={{link: <Link href={v1SiteUrl}>{new URL(v1SiteUrl).host}</Link>}}>
              {'The documentation of Docusaurus 1.x, which is no longer maintained, is kept at {link}.'}
            </Translate>
          </p>
        </section>
      </main>
    </Layout>
  );
}
