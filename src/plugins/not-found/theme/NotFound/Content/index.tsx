import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-init/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

/**
 * The not-found content with the page's title: theme-classic's docs root renders this component alone (without the
 * NotFound page that sets the title) for an address below a docs version that names no doc.
 */
export default function NotFoundContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
