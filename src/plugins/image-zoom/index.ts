import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/** The file the zoom's styles are written to, read by ./components/Zoomable as `@generated/image-zoom/…`. */
export const STYLES_FILE = 'styles.json';

/**
 * Zoom for the images of Markdown pages and for Mermaid diagrams: a click or Enter on the button over one opens it
 * larger; Escape, a click or a scroll closes it and the focus goes back (react-medium-image-zoom). The library
 * loads only on pages that have an image or a diagram (./components/Zoomable, imported lazily by ./theme), and so
 * do its styles: a CSS import would put them in the one stylesheet of every page, so they are data that the
 * component adds to the document.
 */
export default function imageZoomPlugin(): Plugin<void> {
  return {
    name: 'image-zoom',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      const library = await fs.readFile(require.resolve('react-medium-image-zoom/dist/styles.css'), 'utf8');
      const own = await fs.readFile(path.join(__dirname, 'components/Zoomable/zoomable.css'), 'utf8');
      await actions.createData(STYLES_FILE, JSON.stringify({css: `${library}\n${own}`}));
    },
  };
}
