/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/prism-include-languages).
 * One change: each of `themeConfig.prism.additionalLanguages` is registered
 * the first time a code block asks for it (by name or alias; the code block
 * content in ./HighlightedContent.tsx calls `ensurePrismLanguage`), not all of them from a
 * client module on every page. Registering all ten was the longest task of a
 * docs page's start-up in a CPU profile: each language file runs Prism's
 * `insertBefore` or `extend`, which walk or copy the grammars already there.
 * A language is registered before the block is rendered, on the server and
 * during hydration alike, so both render the same tokens. It registers on
 * prism-react-renderer's Prism as the original does: Prism's language files
 * extend a global `Prism`, so the instance is put on `globalThis` while they
 * run, then the previous value is restored.
 * Remove when the theme loads Prism languages with the code blocks that use
 * them (no upstream issue found). `npm run check:swizzles` fails when the
 * upstream file changes; ./prismLanguages.test.ts checks the alias table.
 */
import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import {languageToRegister} from './prismLanguages';

type PrismThemeConfig = {prism?: {additionalLanguages?: string[]}};

const additionalLanguages = (siteConfig.themeConfig as PrismThemeConfig).prism?.additionalLanguages ?? [];
const registered = new Set<string>();

function register(language: string): void {
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    // PHP's grammar builds on the templating helper.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- conditional, synchronous, while Prism is global
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    // Resolved at build time: theme-classic limits this context to the configured languages.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per configured language, while Prism is global
    require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete globals.Prism;
    else globals.Prism = previous;
  }
}

/** Registers the configured language a code block names (`bash`, or its alias `sh`) if it is not registered yet. */
export function ensurePrismLanguage(name: string): void {
  const language = languageToRegister(name, additionalLanguages);
  if (language === undefined || registered.has(language)) return;
  registered.add(language);
  register(language);
}
