declare module '@theme/PageActions' {
  import type {ReactNode} from 'react';

  export default function PageActions(): ReactNode;
}

declare module '@theme-init/EditMetaRow' {
  export {default} from '@theme/EditMetaRow';
}

declare module '@theme-init/DocCategoryGeneratedIndexPage' {
  export {default} from '@theme/DocCategoryGeneratedIndexPage';
}
