/**
 * The desktop table of contents hydrates only where it is displayed: a phone,
 * where CSS hides it, hydrated it and removed it right after, as with the
 * desktop sidebar (../../../DocSidebar/Desktop). On a wide screen it hydrates
 * with the page, in the same task (src/components/HydrateOnView, `displayed`).
 */
import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';
import HydrateOnView from '@site/src/components/HydrateOnView';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <HydrateOnView as="div" bare until="displayed">
      <DocItemTOCDesktop />
    </HydrateOnView>
  );
}
