/**
 * Wraps the theme's announcement bar to fix one case: before hydration an
 * inline script hides the bar (with a data attribute on <html>) when the
 * reader dismissed an announcement. When the announcement id has changed
 * since, React marks the new bar as active, but the attribute stays and
 * the CSS keeps it hidden until the next full page load. Clearing the
 * attribute once the bar is active and not dismissed shows a new
 * announcement right away.
 */
import {type ReactNode, useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {createStorageSlot} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** The theme's own storage slot (theme-common `contexts/announcementBar`), namespaced like it. */
const dismissedSlot = createStorageSlot('docusaurus.announcement.dismiss');

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (!isActive) return undefined;
    // The bar reports itself active during hydration whatever storage says;
    // the theme's provider settles the dismissal in its own effects, which run
    // after this one: check once they have.
    const timer = window.setTimeout(() => {
      if (dismissedSlot.get() !== 'true') {
        document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
