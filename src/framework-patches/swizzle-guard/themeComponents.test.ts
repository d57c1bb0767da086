import {describe, expect, it} from 'vitest';
import {componentName, unrecordedOverrides, wrapsUpstream} from './themeComponents';

describe('theme components of the site', () => {
  it('names a component by its path below the theme folder', () => {
    expect(componentName('CodeBlock/Line/index.tsx')).toBe('CodeBlock/Line');
    expect(componentName('NavbarItem/ComponentTypes.tsx')).toBe('NavbarItem/ComponentTypes');
    expect(componentName('prism-include-languages.js')).toBe('prism-include-languages');
  });

  it('tells a wrapper (imports its own original or initial component) from a replacement', () => {
    expect(wrapsUpstream({file: 'a', name: 'Tabs', imports: ['@theme-original/Tabs']})).toBe(true);
    expect(wrapsUpstream({file: 'a', name: 'CodeBlock', imports: ['@theme-init/CodeBlock']})).toBe(true);
    expect(wrapsUpstream({file: 'a', name: 'TabItem', imports: ['@theme-original/Tabs', '@theme/TabItem']})).toBe(
      false,
    );
  });

  it('reports overrides (replacements and wrappers) of upstream components that the manifest does not record', () => {
    const components = [
      {file: 'src/theme/TabItem/index.tsx', name: 'TabItem', imports: []},
      {file: 'src/theme/Footer/index.tsx', name: 'Footer', imports: []},
      {file: 'src/theme/Tabs/index.tsx', name: 'Tabs', imports: ['@theme-original/Tabs']},
      {file: 'src/plugins/x/theme/MyPage/index.tsx', name: 'MyPage', imports: []},
    ];
    const upstream = new Set(['TabItem', 'Footer', 'Tabs']);
    expect(
      unrecordedOverrides(components, upstream, new Set(['src/theme/TabItem/index.tsx'])).map((c) => c.file),
    ).toEqual(['src/theme/Footer/index.tsx', 'src/theme/Tabs/index.tsx']);
  });
});
