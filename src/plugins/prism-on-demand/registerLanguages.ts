/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/prism-include-languages).
 * One change: it runs when the first code block module is evaluated (the
 * CodeBlock wrapper in ./theme imports it) instead of from a client module on
 * every page: on the server before any page renders, in the browser before
 * the page hydrates. It registers `themeConfig.prism.additionalLanguages` on
 * prism-react-renderer's Prism as the original does: Prism's language files
 * extend a global `Prism`, so the instance is put on `globalThis` while they
 * run, then the previous value is restored.
 * Remove when the theme loads Prism only with code blocks (no upstream issue
 * found). `npm run check:swizzles` fails when the upstream file changes.
 */
import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

type PrismThemeConfig = {prism?: {additionalLanguages?: string[]}};

const additionalLanguages = (siteConfig.themeConfig as PrismThemeConfig).prism?.additionalLanguages ?? [];
const globals = globalThis as {Prism?: unknown};
const previous = globals.Prism;
globals.Prism = Prism;
for (const language of additionalLanguages) {
  // PHP's grammar builds on the templating helper.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- conditional, synchronous, while Prism is global
  if (language === 'php') require('prismjs/components/prism-markup-templating.js');
  // Resolved at build time: theme-classic limits this context to the configured languages.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per configured language, while Prism is global
  require(`prismjs/components/prism-${language}`);
}
if (previous === undefined) delete globals.Prism;
else globals.Prism = previous;

export {};
