declare module '@theme-init/CodeBlock' {
  export {default} from '@theme/CodeBlock';
}
