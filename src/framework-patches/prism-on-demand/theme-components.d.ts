declare module '@theme-init/CodeBlock/Content' {
  export {default} from '@theme/CodeBlock/Content';
}

/** ./HighlightedContent.tsx on the server, ./ClientContent.tsx in the browser (./index.ts). */
declare module '@prism-on-demand/Content' {
  export {default} from '@theme/CodeBlock/Content';
}
