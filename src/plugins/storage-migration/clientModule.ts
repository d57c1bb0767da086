/**
 * Client module: moves settings saved under the theme's older, un-namespaced
 * storage keys to the site's namespaced keys (see ./migration.ts).
 *
 * On a built page the inline script this plugin puts in <head> has already
 * done this, before the theme read the colour mode: this module then finds the
 * migration marker and does nothing. It stays as a safety net for pages where
 * that script did not run.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import {runStorageMigration} from './migration';

if (ExecutionEnvironment.canUseDOM) {
  runStorageMigration(siteStorage);
}
