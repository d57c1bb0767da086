import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export const prism: ThemeConfig['prism'] = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: [
    'java',
    'latex',
    'haskell',
    'matlab',
    'php',
    'powershell',
    'bash',
    'diff',
    'json',
    'scss',
  ],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
    {
      className: 'code-block-error-line',
      line: 'error-next-line',
      block: {start: 'error-start', end: 'error-end'},
    },
  ],
};
