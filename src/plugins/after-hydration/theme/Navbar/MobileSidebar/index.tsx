/**
 * The mobile menu (the panel behind the navbar's menu button) is built in a
 * transition after hydration (see ../../../index.ts). The theme renders it,
 * hidden, as soon as it knows the window is narrow, so that it can slide in;
 * on /docs/installation that was 150 elements (navbar items and the docs
 * sidebar). A reader who opens the menu before the transition is done gets it
 * at once: it renders whenever it is shown.
 */
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useRenderedAfterHydration} from '../../../useRenderedAfterHydration';

export default function MobileSidebarAfterHydration(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const rendered = useRenderedAfterHydration();
  return rendered || shown ? <MobileSidebar /> : null;
}
