/**
 * The code block content: highlighted on the server, and in the browser only
 * when a block has to be rendered anew (see ../../../ClientContent.tsx).
 * `@prism-on-demand/Content` is ../../../HighlightedContent.tsx in the server
 * bundle and ../../../ClientContent.tsx in the client one (./../../../index.ts).
 */
export {default} from '@prism-on-demand/Content';
