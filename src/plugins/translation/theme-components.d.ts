declare module '@theme/UntranslatedNotice' {
  import type {ReactNode} from 'react';

  export default function UntranslatedNotice(): ReactNode;
}

declare module '@theme-init/DocItem/Content' {
  export {default} from '@theme/DocItem/Content';
}

declare module '@theme-init/BlogPostItem/Content' {
  export {default} from '@theme/BlogPostItem/Content';
}

declare module '@theme-init/BlogPostItem/Header/Title' {
  export {default} from '@theme/BlogPostItem/Header/Title';
}
