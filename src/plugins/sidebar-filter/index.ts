import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** A box above the desktop docs sidebar that filters its items by title (./theme, ./filterSidebar.ts). */
export default function sidebarFilterPlugin(): Plugin<void> {
  return {
    name: 'sidebar-filter',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
