import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type Options = {
  /** The English content folders that translations mirror (`docs`, `blog`…), relative to the site. */
  readonly sourceRoots: readonly string[];
};

/** Global data of the plugin, read by its theme components. */
export type TranslationGlobalData = {readonly sourceRoots: readonly string[]};

/**
 * The translation feature: pages of a non-default locale that fall back to
 * the English source say so, in the reader's language, and mark the English
 * content `lang="en"` (theme wrappers below); translated Markdown links to
 * pages without a translation resolve to the English page
 * (`fallbackLinks.ts`, a remark plugin given to every content instance);
 * Japanese reading times count characters (`readingTime.ts`); and
 * `npm run check:translations` keeps translations in step with their
 * English sources (`check/`); `typography.css` sets Japanese text.
 */
export default function translationPlugin(_context: LoadContext, options: Options): Plugin<void> {
  return {
    name: 'translation',
    async contentLoaded({actions}) {
      actions.setGlobalData({sourceRoots: options.sourceRoots} satisfies TranslationGlobalData);
    },
    getThemePath: () => path.join(__dirname, 'theme'),
    // Fonts, line height and line breaking for Japanese text.
    getClientModules: () => [path.join(__dirname, 'typography.css')],
  };
}
