declare module '@theme-init/CodeBlock/Content/String' {
  export {default} from '@theme/CodeBlock/Content/String';
}
