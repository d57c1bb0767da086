import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {ensureContrast} from '../src/utils/colorContrast';

/**
 * The stock GitHub and Dracula themes have a few token colours below WCAG AA
 * on their own background (Dracula's comments are 3:1). Each token colour is
 * nudged to 5.5:1 against the plain background, keeping its hue, so tokens
 * still pass 4.5:1 on the tinted highlighted and error lines.
 */
export function readableTheme(theme: PrismTheme, minRatio = 5.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    plain: {...theme.plain, color: theme.plain.color && ensureContrast(theme.plain.color, background, minRatio)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color && {color: ensureContrast(entry.style.color, background, minRatio)}),
      },
    })),
  };
}

export const prism: ThemeConfig['prism'] = {
  theme: readableTheme(themes.github),
  darkTheme: readableTheme(themes.dracula),
  additionalLanguages: ['java', 'latex', 'haskell', 'matlab', 'php', 'powershell', 'bash', 'diff', 'json', 'scss'],
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
    // Before and after: lines added and removed, marked + and − also without colour (src/theme/CodeBlock/lines.css).
    {
      className: 'code-block-diff-add-line',
      line: 'diff-add-next-line',
      block: {start: 'diff-add-start', end: 'diff-add-end'},
    },
    {
      className: 'code-block-diff-remove-line',
      line: 'diff-remove-next-line',
      block: {start: 'diff-remove-start', end: 'diff-remove-end'},
    },
    // The lines that matter: the others are dimmed.
    {
      className: 'code-block-focus-line',
      line: 'focus-next-line',
      block: {start: 'focus-start', end: 'focus-end'},
    },
  ],
};
