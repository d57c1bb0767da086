import {describe, expect, it} from 'vitest';
import {ejectionHeader} from './ejectionHeader';

describe('ejection header', () => {
  it('reads package, version and whether it says when to remove the copy', () => {
    const source = `/**\n * Ejected from @docusaurus/theme-classic 3.10.2.\n * One change: …\n * Remove when the theme does it.\n */\nimport x from 'y';`;
    expect(ejectionHeader(source)).toEqual({
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      saysWhenToRemove: true,
    });
  });

  it('keeps a pre-release tag and reads a sentence split over lines', () => {
    const source = `/**\n * Ejected from\n * @docusaurus/plugin-debug 4.0.0-beta.1 and rewritten.\n */`;
    expect(ejectionHeader(source)).toEqual({
      package: '@docusaurus/plugin-debug',
      version: '4.0.0-beta.1',
      saysWhenToRemove: false,
    });
  });

  it('finds no header when the first comment does not name the origin, or comes after code', () => {
    expect(ejectionHeader(`/** Ejected from theme-classic 3.10.2. */`)).toBeUndefined();
    expect(ejectionHeader(`import x from 'y';\n/** Ejected from @docusaurus/theme-classic 3.10.2. */`)).toBeUndefined();
  });
});
