import {lazy, type ReactNode, Suspense} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-init/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

// Loaded by the not-found page only: the docs root renders this component too, and its chunk stays small.
const NotFoundHelp = lazy(() => import('../../../components/NotFoundHelp'));

/**
 * The not-found content with the page's title (theme-classic's docs root renders this component alone, without the
 * NotFound page that sets the title, for an address below a docs version that names no doc), followed by help to
 * find the page: in the browser only, where the address is known.
 */
export default function NotFoundContentWithTitle(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
      {isBrowser && (
        <Suspense fallback={null}>
          <NotFoundHelp />
        </Suspense>
      )}
    </>
  );
}
