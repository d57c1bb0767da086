import {describe, expect, it} from 'vitest';
import {importedModules, namedImportsFrom} from './sourceImports';

const SOURCE = `import React from 'react';
import type {Props} from '@theme/TabItem';
import Original, {useTabs, useTabsContextValue as tabsValue} from '@docusaurus/theme-common/internal';
import * as everything from '@docusaurus/theme-common/internal';
import {type TabsProvider} from '@docusaurus/theme-common/internal';
export {useAnnouncementBar} from '@docusaurus/theme-common/internal';
const x = <div />;
`;

describe('imports of a source file', () => {
  it('lists the names imported or re-exported from one module, by their exported name, with lines', () => {
    expect(namedImportsFrom(SOURCE, 'file.tsx', '@docusaurus/theme-common/internal')).toEqual([
      {name: 'default', line: 3},
      {name: 'useTabs', line: 3},
      {name: 'useTabsContextValue', line: 3},
      {name: 'TabsProvider', line: 5},
      {name: 'useAnnouncementBar', line: 6},
    ]);
  });

  it('lists nothing for a module the file does not import', () => {
    expect(namedImportsFrom(SOURCE, 'file.tsx', '@docusaurus/theme-common')).toEqual([]);
  });

  it('lists every module a file imports from', () => {
    expect(importedModules(SOURCE, 'file.tsx')).toEqual([
      'react',
      '@theme/TabItem',
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-common/internal',
    ]);
  });
});
