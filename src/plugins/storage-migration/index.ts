import type {LoadContext, Plugin} from '@docusaurus/types';
import {storageMigrationInlineScript} from '../../utils/storageMigration';

/**
 * Injects the storage key migration (src/utils/storageMigration.ts) as an
 * inline script in <head>. The theme reads the colour mode and the
 * announcement dismissal from storage in an inline script at the start of
 * <body>, before any bundle runs: the migration has to run earlier still.
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
