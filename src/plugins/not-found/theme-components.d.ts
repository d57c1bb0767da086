declare module '@theme-init/NotFound/Content' {
  export {default} from '@theme/NotFound/Content';
}
