import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {moduleExports} from './moduleExports';

const siteRequire = createRequire(path.resolve(__dirname, '../../package.json'));

describe('exports of an installed module', () => {
  const internal = moduleExports(siteRequire.resolve('@docusaurus/theme-common/internal').replace(/\.js$/, '.d.ts'));

  it('lists the names theme-common/internal exports itself', () => {
    for (const name of ['useTabs', 'useAnnouncementBar', 'useDateTimeFormat', 'useAlternatePageUtils']) {
      expect(internal.has(name), name).toBe(true);
    }
  });

  it('follows `export *` to the public module, types included', () => {
    expect(internal.has('ThemeClassNames')).toBe(true);
    expect(internal.has('useThemeConfig')).toBe(true);
  });

  it('does not list names the module does not export', () => {
    expect(internal.has('useTabsThatDoNotExist')).toBe(false);
  });
});
