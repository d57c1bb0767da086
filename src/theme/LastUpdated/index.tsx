/**
 * Wraps the theme's "Last updated" line in a schema.org WebPage item. The
 * original marks the date with `itemprop="dateModified"`, which is only valid
 * inside an item; blog posts have one (BlogPosting), docs pages do not, so the
 * HTML checker flagged every doc. Here the date becomes the page's
 * modification date, which is what it means.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
