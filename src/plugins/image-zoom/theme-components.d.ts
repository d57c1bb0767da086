declare module '@theme-init/MDXComponents/Img' {
  export {default} from '@theme/MDXComponents/Img';
}

declare module '@theme-init/Mermaid' {
  export {default} from '@theme/Mermaid';
}

declare module '@generated/image-zoom/default/styles.json' {
  const styles: {readonly css: string};
  export default styles;
}
