declare module '@theme-init/DocSidebar/Desktop' {
  export {default} from '@theme/DocSidebar/Desktop';
}

declare module '@theme-init/DocItem/TOC/Desktop' {
  export {default} from '@theme/DocItem/TOC/Desktop';
}

declare module '@theme-init/LastUpdated' {
  export {default} from '@theme/LastUpdated';
}
