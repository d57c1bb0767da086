declare module '@theme-init/DocItem/Metadata' {
  export {default} from '@theme/DocItem/Metadata';
}

declare module '@theme-init/BlogPostPage/Metadata' {
  export {default} from '@theme/BlogPostPage/Metadata';
}

declare module '@theme/SocialCardMetadata' {
  import type {ReactNode} from 'react';

  export default function SocialCardMetadata(props: {permalink: string; title: string}): ReactNode;
}
