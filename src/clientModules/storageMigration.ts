/**
 * Client module: moves settings saved under the theme's older, un-namespaced
 * storage keys to the site's namespaced keys (see src/utils/storageMigration.ts).
 *
 * On a built page the inline script of src/plugins/storage-migration has
 * already done this in <head>, before the theme read the colour mode: this
 * module then finds the migration marker and does nothing. It stays as a
 * safety net for pages where that script did not run.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import {runStorageMigration} from '../utils/storageMigration';

if (ExecutionEnvironment.canUseDOM) {
  runStorageMigration(siteStorage);
}
