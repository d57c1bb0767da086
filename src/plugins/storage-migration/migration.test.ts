import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {getAnnouncementBarInlineScript, getThemeInlineScript} from '@docusaurus/theme-classic/lib/inlineScripts.js';
import {
  LEGACY_STORAGE_KEYS,
  type MigrationStorage,
  STORAGE_MIGRATION_MARKER_KEY,
  migrateLegacyStorageKeys,
  storageMigrationInlineScript,
} from './migration';

/** An in-memory Web Storage. `failWrites` makes setItem throw, as a full or read-only storage does. */
class FakeStorage implements MigrationStorage {
  readonly items = new Map<string, string>();
  failWrites = false;

  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  toObject(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

const NS = '-189';
const MARKER = STORAGE_MIGRATION_MARKER_KEY + NS;
const migrate = (storage: MigrationStorage, namespace = NS) =>
  migrateLegacyStorageKeys(() => storage, namespace, LEGACY_STORAGE_KEYS, STORAGE_MIGRATION_MARKER_KEY);

const legacyValues = {
  theme: 'dark',
  'docusaurus.announcement.dismiss': 'true',
  'docusaurus.announcement.id': 'announcement-3.9',
  'docs-preferred-version-default': '3.8.1',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('migrateLegacyStorageKeys', () => {
  it('moves every legacy value to its namespaced key and records the migration', () => {
    const storage = new FakeStorage({...legacyValues, unrelated: 'kept'});
    const written = migrate(storage);
    expect(written.sort()).toEqual(
      Object.keys(legacyValues)
        .map((k) => k + NS)
        .sort(),
    );
    expect(storage.toObject()).toEqual({
      'theme-189': 'dark',
      'docusaurus.announcement.dismiss-189': 'true',
      'docusaurus.announcement.id-189': 'announcement-3.9',
      'docs-preferred-version-default-189': '3.8.1',
      unrelated: 'kept',
      [MARKER]: '1',
    });
  });

  it('keeps a value already saved under the namespaced key, and still removes the legacy key', () => {
    const storage = new FakeStorage({theme: 'dark', 'theme-189': 'light'});
    expect(migrate(storage)).toEqual([]);
    expect(storage.getItem('theme-189')).toBe('light');
    expect(storage.getItem('theme')).toBeNull();
  });

  it('runs once per browser: legacy values written after the migration stay untouched', () => {
    const storage = new FakeStorage({theme: 'dark'});
    migrate(storage);
    storage.setItem('theme', 'light');
    expect(migrate(storage)).toEqual([]);
    expect(storage.getItem('theme')).toBe('light');
    expect(storage.getItem('theme-189')).toBe('dark');
  });

  it('records the migration even when there was nothing to move', () => {
    const storage = new FakeStorage();
    expect(migrate(storage)).toEqual([]);
    expect(storage.toObject()).toEqual({[MARKER]: '1'});
  });

  it('does nothing without a namespace (old and new names are the same)', () => {
    const storage = new FakeStorage({theme: 'dark'});
    expect(migrate(storage, '')).toEqual([]);
    expect(storage.toObject()).toEqual({theme: 'dark'});
  });

  it('keeps each site separate: the marker is namespaced', () => {
    const storage = new FakeStorage({theme: 'dark'});
    migrate(storage, '-aaa');
    storage.setItem('theme', 'light');
    migrate(storage, '-bbb');
    expect(storage.getItem('theme-aaa')).toBe('dark');
    expect(storage.getItem('theme-bbb')).toBe('light');
  });

  it('only logs when the storage cannot be reached', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = () => {
      throw new Error('blocked');
    };
    expect(migrateLegacyStorageKeys(blocked, NS, LEGACY_STORAGE_KEYS, STORAGE_MIGRATION_MARKER_KEY)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/storage is not available/);
  });

  it('only logs when writing fails, and does not record the migration (it is tried again next time)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new FakeStorage({theme: 'dark'});
    storage.failWrites = true;
    expect(migrate(storage)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(storage.getItem(MARKER)).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
    storage.failWrites = false;
    migrate(storage);
    expect(storage.getItem('theme-189')).toBe('dark');
  });
});

/** A window with just what the inline scripts touch. */
function fakeWindow(storage: FakeStorage | 'blocked') {
  const attributes = new Map<string, string>();
  const win = {
    location: {search: ''},
    matchMedia: () => ({matches: false}),
    document: {documentElement: {setAttribute: (name: string, value: unknown) => attributes.set(name, String(value))}},
  } as Record<string, unknown>;
  Object.defineProperty(win, 'localStorage', {
    get() {
      if (storage === 'blocked') throw new Error('blocked');
      return storage;
    },
  });
  return {win, attributes};
}

/** Runs inline script sources in order, with `win` as `window` (and its storage as the global `localStorage`). */
function runInlineScripts(win: Record<string, unknown>, ...scripts: string[]) {
  for (const script of scripts) {
    const localStorage = (() => {
      try {
        return win.localStorage;
      } catch {
        return undefined;
      }
    })();
    new Function('window', 'document', 'localStorage', script)(win, win.document, localStorage);
  }
}

describe('storageMigrationInlineScript', () => {
  const siteStorage = {type: 'localStorage', namespace: NS} as const;

  it('is the same migration, runnable on its own in a page', () => {
    const storage = new FakeStorage({...legacyValues});
    const {win} = fakeWindow(storage);
    runInlineScripts(win, storageMigrationInlineScript(siteStorage));
    const expected = new FakeStorage();
    migrate(expected);
    for (const [key, value] of Object.entries(legacyValues)) expected.setItem(key + NS, value);
    expect(storage.toObject()).toEqual(expected.toObject());
  });

  it('placed before the theme inline scripts, hands them the legacy colour mode and announcement dismissal', () => {
    // The theme-classic scripts of the installed version, as injected at the start of <body>.
    const themeScripts = [
      getThemeInlineScript({
        colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
        siteStorage,
      }),
      getAnnouncementBarInlineScript({siteStorage}),
    ];
    const withoutMigration = fakeWindow(new FakeStorage({...legacyValues}));
    runInlineScripts(withoutMigration.win, ...themeScripts);
    expect(withoutMigration.attributes.get('data-theme')).toBe('light');
    expect(withoutMigration.attributes.get('data-announcement-bar-initially-dismissed')).toBe('false');

    const withMigration = fakeWindow(new FakeStorage({...legacyValues}));
    runInlineScripts(withMigration.win, storageMigrationInlineScript(siteStorage), ...themeScripts);
    expect(withMigration.attributes.get('data-theme')).toBe('dark');
    expect(withMigration.attributes.get('data-theme-choice')).toBe('dark');
    expect(withMigration.attributes.get('data-announcement-bar-initially-dismissed')).toBe('true');
  });

  it('only logs when the storage is blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {win} = fakeWindow('blocked');
    expect(() => runInlineScripts(win, storageMigrationInlineScript(siteStorage))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('LEGACY_STORAGE_KEYS', () => {
  const read = (file: string) => readFileSync(path.join(process.cwd(), 'node_modules/@docusaurus', file), 'utf8');

  it('names the keys the installed theme and docs plugin use, before their namespace suffix', () => {
    // The suffix is appended to the key: `${key}${namespace}`.
    expect(read('theme-common/lib/utils/storageUtils.js')).toContain('`${storageKey}${SiteStorage.namespace}`');
    // The keys, read from the code that creates them.
    const colorModeKey = /const ColorModeStorageKey = '([^']+)';/.exec(
      read('theme-common/lib/contexts/colorMode.js'),
    )?.[1];
    const announcementKeys = [
      ...read('theme-common/lib/contexts/announcementBar.js').matchAll(/createStorageSlot\('([^']+)'\)/g),
    ].map((match) => match[1]);
    expect(read('plugin-content-docs/lib/client/docsPreferredVersion.js')).toContain(
      '`docs-preferred-version-${pluginId}`',
    );
    expect(colorModeKey).toBeDefined();
    expect(announcementKeys).toHaveLength(2);
    // The site's versioned docs are the preset's instance, which has the default plugin id.
    expect(LEGACY_STORAGE_KEYS).toEqual([
      colorModeKey,
      ...announcementKeys,
      `docs-preferred-version-${DEFAULT_PLUGIN_ID}`,
    ]);
  });
});
