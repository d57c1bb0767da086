import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM} from './terms';

// See ./highlighter.ts. This part is in every page's bundle: it only reads the address.
let loaded: Promise<typeof import('./highlighter')> | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const terms = new URLSearchParams(location.search).get(HIGHLIGHT_PARAM);
    if (terms === null) {
      // Leaving a highlighted page: its highlights and control go with it.
      if (previousLocation && loaded) void loaded.then((m) => m.clearHighlights());
      return;
    }
    loaded ??= import('./highlighter');
    void Promise.all([loaded, import('./terms')]).then(([highlighter, {highlightTerms}]) =>
      highlighter.highlightOnPage(highlightTerms(terms)),
    );
  },
};

export default clientModule;
