/**
 * Wraps the theme's "Last updated" line in a schema.org WebPage item. The
 * original marks the date with `itemprop="dateModified"`, which is only valid
 * inside an item; blog posts have one (BlogPosting), docs pages do not, so the
 * HTML checker flagged every doc. Here the date becomes the page's
 * modification date, which is what it means.
 *
 * The line hydrates when it comes near the viewport
 * (src/components/HydrateOnView): it sits at the foot of the page, and the
 * theme formats its date with a new Intl.DateTimeFormat, whose first set-up
 * was one of the longest tasks of a docs page's hydration on a slow phone.
 * The server's text is the same.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnView from '@site/src/components/HydrateOnView';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <HydrateOnView as="span" bare>
      <span itemScope itemType="https://schema.org/WebPage">
        <LastUpdated {...props} />
      </span>
    </HydrateOnView>
  );
}
