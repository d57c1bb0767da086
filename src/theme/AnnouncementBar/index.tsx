/**
 * Wraps the theme's announcement bar to fix one case: before hydration an
 * inline script hides the bar (with a data attribute on <html>) when the
 * reader dismissed an announcement. When the announcement id has changed
 * since, React marks the new bar as active, but the attribute stays and
 * the CSS keeps it hidden until the next full page load. Clearing the
 * attribute once the bar is active shows a new announcement right away.
 */
import {type ReactNode, useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
