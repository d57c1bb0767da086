import type {LoadContext, Plugin} from '@docusaurus/types';
import {storageMigrationInlineScript} from './migration';

/**
 * The whole storage key migration (./migration.ts): an inline script in
 * <head>, because the theme reads the colour mode and the announcement
 * dismissal from storage in an inline script at the start of <body>, before
 * any bundle runs. (It was also a client module, as a safety net: the inline
 * script runs on every page, in development too, before any bundle, so that
 * copy only added 374 bytes of gzip to every page's main bundle.)
 */
export default function storageMigrationPlugin(context: LoadContext): Plugin<void> {
  const script = storageMigrationInlineScript(context.siteStorage);
  return {
    name: 'storage-migration',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: script}],
      };
    },
  };
}
