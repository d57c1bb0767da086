declare module '@theme-init/DocItem/Footer' {
  export {default} from '@theme/DocItem/Footer';
}
