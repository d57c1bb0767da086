declare module '@theme-init/Navbar/MobileSidebar' {
  export {default} from '@theme/Navbar/MobileSidebar';
}

declare module '@theme-init/CodeBlock/Buttons' {
  export {default} from '@theme/CodeBlock/Buttons';
}
