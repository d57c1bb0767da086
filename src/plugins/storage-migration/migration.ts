/**
 * Browser storage migration for the v4 `siteStorageNamespacing` future flag.
 *
 * With the flag on, the theme appends a per-site suffix (`SiteStorage.namespace`,
 * e.g. `-189`) to every storage key: `theme` became `theme-189`. Readers who
 * chose a colour mode, closed the announcement or picked a docs version before
 * the change have their choice saved under the old, un-suffixed name. This
 * module moves those values to the new names, once per browser.
 *
 * It runs as an inline script in <head> that this folder's plugin (`./index.ts`)
 * generates from the function's source (`migrateLegacyStorageKeys`), so it runs
 * before the theme's own inline script reads the colour mode and the
 * announcement dismissal at the start of <body>. A client module would run too
 * late: the bundle only executes after the HTML has been parsed.
 */

/**
 * The un-namespaced key names the theme used before v4 namespacing, as they are
 * defined in the installed packages:
 * - `theme`: the colour mode choice (theme-common `contexts/colorMode`, and the
 *   theme-classic inline script)
 * - `docusaurus.announcement.dismiss` and `docusaurus.announcement.id`: the
 *   announcement bar (theme-common `contexts/announcementBar`)
 * - `docs-preferred-version-default`: the version picked in the version
 *   dropdown of the default docs instance (plugin-content-docs
 *   `client/docsPreferredVersion`)
 */
export const LEGACY_STORAGE_KEYS: readonly string[] = [
  'theme',
  'docusaurus.announcement.dismiss',
  'docusaurus.announcement.id',
  'docs-preferred-version-default',
];

/** Set (namespaced) once the migration has run in this browser: it never runs again. */
export const STORAGE_MIGRATION_MARKER_KEY = 'docusaurus.storage-migration';

/** The part of the Web Storage API the migration uses. */
export type MigrationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Which storage the theme uses and the suffix of its keys (Docusaurus' `SiteStorage`). */
export type SiteStorageSettings = {type: 'localStorage' | 'sessionStorage'; namespace: string};

/**
 * Copies each legacy key's value to the namespaced key (`key + namespace`)
 * unless that key already holds a value, removes the legacy key, and records
 * that the migration ran. Returns the namespaced keys it wrote.
 *
 * Storage that cannot be used (blocked by privacy settings, full, ...) only
 * logs a warning: the site then keeps its settings in memory, as the theme does.
 *
 * IMPORTANT: this function is serialised with `.toString()` into an inline
 * script. It must stay self-contained: no imports, no module-level variables,
 * no inner named functions (some compilers add helpers to those).
 */
export function migrateLegacyStorageKeys(
  getStorage: () => MigrationStorage,
  namespace: string,
  legacyKeys: readonly string[],
  markerKey: string,
): string[] {
  const written: string[] = [];
  // Without a namespace the old and the new names are the same: nothing to move.
  if (!namespace) {
    return written;
  }
  try {
    const storage = getStorage();
    const marker = markerKey + namespace;
    if (storage.getItem(marker) !== null) {
      return written;
    }
    for (const legacyKey of legacyKeys) {
      const value = storage.getItem(legacyKey);
      if (value === null) {
        continue;
      }
      const namespacedKey = legacyKey + namespace;
      // A value saved since the switch to namespaced keys is newer: keep it.
      if (storage.getItem(namespacedKey) === null) {
        storage.setItem(namespacedKey, value);
        written.push(namespacedKey);
      }
      storage.removeItem(legacyKey);
    }
    storage.setItem(marker, '1');
  } catch (error) {
    console.warn('Docusaurus storage migration skipped: browser storage is not available.', error);
  }
  return written;
}

/**
 * The same migration as a standalone script for an inline <script> tag, built
 * from `migrateLegacyStorageKeys`' own source. Reading `window.localStorage`
 * itself may throw (blocked storage): that happens inside the function's
 * try/catch.
 */
export function storageMigrationInlineScript(siteStorage: SiteStorageSettings): string {
  const args = [
    `function () { return window[${JSON.stringify(siteStorage.type)}]; }`,
    JSON.stringify(siteStorage.namespace),
    JSON.stringify(LEGACY_STORAGE_KEYS),
    JSON.stringify(STORAGE_MIGRATION_MARKER_KEY),
  ];
  return `(${migrateLegacyStorageKeys.toString()})(${args.join(', ')});`;
}
