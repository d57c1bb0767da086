/**
 * The desktop sidebar hydrates only where it is displayed. Until the page has
 * hydrated the theme renders it at every screen width (the server cannot know
 * the width), and a phone, where CSS hides it, hydrated its hundred-odd items
 * and removed them right after: on a docs page, a good part of the hydration
 * work Lighthouse counts as blocking time. On a wide screen it hydrates with
 * the page, in the same task (src/components/HydrateOnView, `displayed`; wraps theme-classic's through @theme-init: a plugin theme).
 */
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnView from '@site/src/components/HydrateOnView';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateOnView as="div" bare until="displayed">
      <DocSidebarDesktop {...props} />
    </HydrateOnView>
  );
}
