declare module '@theme-init/DocSidebar/Desktop/Content' {
  export {default} from '@theme/DocSidebar/Desktop/Content';
}
