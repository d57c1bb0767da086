import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {storageMigrationInlineScript} from './migration';

/**
 * The whole storage key migration (./migration.ts): an inline script in
 * <head>, because the theme reads the colour mode and the announcement
 * dismissal from storage in an inline script at the start of <body>, before
 * any bundle runs; and the same migration as a client module, a safety net.
 */
export default function storageMigrationPlugin(context: LoadContext): Plugin<void> {
  const script = storageMigrationInlineScript(context.siteStorage);
  return {
    name: 'storage-migration',
    getClientModules: () => [path.join(__dirname, 'clientModule.ts')],
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: script}],
      };
    },
  };
}
