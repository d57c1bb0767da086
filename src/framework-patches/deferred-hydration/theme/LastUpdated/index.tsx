/**
 * The "Last updated" line hydrates when it comes near the viewport
 * (src/components/HydrateOnView): it sits at the foot of the page, and the
 * theme formats its date with a new Intl.DateTimeFormat, whose first set-up
 * was one of the longest tasks of a docs page's hydration on a slow phone.
 * The server's text is the same. The site's src/theme/LastUpdated wraps this.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-init/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnView from '@site/src/components/HydrateOnView';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWhenSeen(props: Props): ReactNode {
  return (
    <HydrateOnView as="span" bare>
      <LastUpdated {...props} />
    </HydrateOnView>
  );
}
