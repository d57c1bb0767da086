/**
 * Registers `themeConfig.prism.additionalLanguages` on the Prism instance of
 * prism-react-renderer, as theme-classic's client module would (see
 * ./index.ts), once, when the first code block module is evaluated: on the
 * server before any page renders, in the browser before the page hydrates.
 *
 * Prism's language files extend a global `Prism`: the instance is put on
 * `globalThis` while they run, then the previous value is restored.
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
  if (language === 'php') require('prismjs/components/prism-markup-templating.js');
  // Resolved at build time: theme-classic limits this context to the configured languages.
  require(`prismjs/components/prism-${language}`);
}
if (previous === undefined) delete globals.Prism;
else globals.Prism = previous;

export {};
