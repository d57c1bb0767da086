declare module '@theme-init/MDXComponents/Img' {
  export {default} from '@theme/MDXComponents/Img';
}

declare module '@generated/image-zoom/default/styles.json' {
  const styles: {readonly css: string};
  export default styles;
}
