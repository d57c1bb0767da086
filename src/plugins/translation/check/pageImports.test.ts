import {describe, expect, it} from 'vitest';
import {englishPageImports, importSpecifiers} from './pageImports';

const translation = 'i18n/ja/docusaurus-plugin-content-docs/current/markdown-features/react.mdx';
const translated = new Map([
  ['docs/markdown-features/tabs.mdx', 'i18n/ja/docusaurus-plugin-content-docs/current/markdown-features/tabs.mdx'],
  ['docs/_summary.mdx', 'i18n/ja/docusaurus-plugin-content-docs/current/_summary.mdx'],
]);

describe('importSpecifiers', () => {
  it('lists what the ESM of an MDX file imports, not what its code blocks show', () => {
    const content = [
      '---',
      'title: React',
      '---',
      '',
      "import * as TabsPage from '@site/docs/markdown-features/tabs.mdx';",
      "import Logo from './logo.svg';",
      "import './styles.css';",
      '',
      '```jsx',
      "import Other from './other.mdx';",
      '```',
      '',
      'Text.',
    ].join('\n');
    expect(importSpecifiers(content)).toEqual(['@site/docs/markdown-features/tabs.mdx', './logo.svg', './styles.css']);
  });
});

describe('englishPageImports', () => {
  it('reports an import of the English file of a page the locale has translated, by @site/ or relative path', () => {
    for (const specifier of [
      '@site/docs/markdown-features/tabs.mdx',
      '../../../../../docs/markdown-features/tabs.mdx',
    ]) {
      expect(englishPageImports(translation, [specifier], translated)).toEqual([
        `imports ${specifier}, the English file of a page this locale has translated: its build has no metadata for that file (docusaurus build --locale alone fails on it). Import ./tabs.mdx, the translation.`,
      ]);
    }
  });

  it('accepts the translation itself, untranslated pages, partials, assets and packages', () => {
    const accepted = [
      './tabs.mdx',
      '@site/i18n/ja/docusaurus-plugin-content-docs/current/markdown-features/tabs.mdx',
      '@site/docs/markdown-features/assets.mdx',
      '@site/docs/_summary.mdx',
      '@site/docs/markdown-features/assets/docs-icon.svg',
      '@theme/Tabs',
    ];
    expect(englishPageImports(translation, accepted, translated)).toEqual([]);
  });
});
