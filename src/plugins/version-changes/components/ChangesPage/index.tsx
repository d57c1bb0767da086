import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ChangesPageData} from '../../index';
import ChangeBlocks from './ChangeBlocks';

/** A doc page's changes since the previous hosted docs version (../../index.ts). */
export default function ChangesPage({data}: {readonly data: ChangesPageData}): ReactNode {
  const {title, version, previous, page, previousPage, english, changes} = data;
  const heading = translate(
    {
      id: 'versionChanges.page.title',
      message: '{title}: changes since {previous}',
      description: 'The title of a doc page’s changes page',
    },
    {title, previous},
  );
  return (
    <Layout title={heading} description={heading}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <p>
          <Translate
            id="versionChanges.page.intro"
            description="Under the title of a changes page: what is compared, with links to both pages"
            values={{
              page: <Link to={page}>{`${title} (${version})`}</Link>,
              previousPage: previousPage ? <Link to={previousPage}>{previous}</Link> : previous,
              added: changes.added,
              removed: changes.removed,
            }}>
            {
              'The Markdown of {page} against its {previousPage} version: {added} lines added, {removed} removed. Unchanged passages are shortened.'
            }
          </Translate>
        </p>
        {english && (
          <p>
            <Translate
              id="versionChanges.page.english"
              description="On a changes page that compares the English pages"
              values={{previous}}>
              {'The {previous} docs are not translated: this compares the English pages.'}
            </Translate>
          </p>
        )}
        {changes.changedLines === 0 ? (
          <p>
            <Translate
              id="versionChanges.page.unchanged"
              description="On a changes page whose page did not change in this language (it changed in another)"
              values={{previous}}>
              {'The text of this page is the same as in {previous}: only its other translations changed.'}
            </Translate>
          </p>
        ) : (
          <ChangeBlocks blocks={changes.blocks} lang={english ? 'en' : undefined} />
        )}
      </main>
    </Layout>
  );
}
