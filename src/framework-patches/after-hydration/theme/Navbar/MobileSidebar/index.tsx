/**
 * The mobile menu (the panel behind the navbar's menu button) is built in a
 * deferred render after hydration (see ../../../index.ts). The theme renders
 * it, hidden, as soon as it knows the window is narrow, so that it can slide
 * in; on /docs/installation that was 150 elements (navbar items and the docs
 * sidebar). `useDeferredValue` keeps the previous `shouldRender` (false) in
 * that update and renders the new one in a background render React splits,
 * like a transition. A reader who opens the menu first gets it at once: it
 * renders whenever it is shown. (This wrapper is in every page's main bundle:
 * no hook module of its own.)
 */
import {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';

export default function MobileSidebarAfterHydration(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  return useDeferredValue(shouldRender) || shown ? <MobileSidebar /> : null;
}
