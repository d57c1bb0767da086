import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The live editor's Reset button named by its visible text: the ejected ResetButton
 * (./theme/Playground/Buttons/ResetButton) drops the English-only aria-label, which hid the Japanese label from
 * assistive technology (WCAG 2.5.3). A plugin's theme, listed after theme-live-codeblock, so
 * DISABLE_PATCHES=reset-button-label builds with the theme's own button; the swizzle guard fails the build when the
 * upstream file changes (src/framework-patches/swizzle-guard).
 */
export default function resetButtonLabelPlugin(): Plugin<void> {
  return {
    name: 'reset-button-label',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
