import fs from 'node:fs';
import path from 'node:path';

/** The client module of theme-classic that registers `prism.additionalLanguages` on every page. */
export const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** What this plugin reads of the installed theme-classic to know its replacement still applies. */
export type ThemeClassicFiles = {
  readonly version: string;
  /** `lib/index.js`: the theme plugin, which lists its client modules. */
  readonly pluginSource: string;
  /** `lib/prism-include-languages.js`, absolute; undefined when the file is gone. */
  readonly clientModulePath: string | undefined;
  readonly clientModuleSource: string | undefined;
};

/**
 * Everything the replacement and ./registerLanguages.ts rely on in
 * theme-classic, as a list of what no longer holds (empty when all do).
 */
export function prismClientModuleProblems(files: ThemeClassicFiles): string[] {
  const problems: string[] = [];
  const {pluginSource, clientModulePath, clientModuleSource} = files;
  if (!pluginSource.includes(`'./prism-include-languages'`)) {
    problems.push(`lib/index.js no longer registers './prism-include-languages' as a client module`);
  }
  if (clientModulePath === undefined || clientModuleSource === undefined) {
    problems.push('lib/prism-include-languages.js no longer exists');
  } else {
    if (!THEME_PRISM_CLIENT_MODULE.test(clientModulePath)) {
      problems.push(`${clientModulePath} does not match THEME_PRISM_CLIENT_MODULE, so it would not be replaced`);
    }
    if (
      !/from ['"]prism-react-renderer['"]/.test(clientModuleSource) ||
      !clientModuleSource.includes(`'@theme/prism-include-languages'`)
    ) {
      problems.push(
        "lib/prism-include-languages.js no longer hands prism-react-renderer's Prism to @theme/prism-include-languages, which registerLanguages.ts imitates",
      );
    }
  }
  // registerLanguages.ts requires `prismjs/components/prism-${language}`: only
  // this context replacement keeps the other 290 languages out of the bundle.
  if (!pluginSource.includes('ContextReplacementPlugin') || !pluginSource.includes('prismjs[\\\\/]components$')) {
    problems.push(
      'lib/index.js no longer limits prismjs/components to the configured languages (ContextReplacementPlugin)',
    );
  }
  return problems;
}

/** Reads the installed theme-classic's files that `prismClientModuleProblems` checks. */
export function readThemeClassicFiles(resolve: (request: string) => string = require.resolve): ThemeClassicFiles {
  const libDir = path.dirname(resolve('@docusaurus/theme-classic'));
  const {version} = JSON.parse(fs.readFileSync(path.join(libDir, '..', 'package.json'), 'utf8')) as {version: string};
  const clientModule = path.join(libDir, 'prism-include-languages.js');
  const exists = fs.existsSync(clientModule);
  return {
    version,
    pluginSource: fs.readFileSync(path.join(libDir, 'index.js'), 'utf8'),
    clientModulePath: exists ? clientModule : undefined,
    clientModuleSource: exists ? fs.readFileSync(clientModule, 'utf8') : undefined,
  };
}

/** Throws, saying what to do, when the installed theme-classic no longer has what the plugin replaces. */
export function assertPrismClientModule(files: ThemeClassicFiles = readThemeClassicFiles()): void {
  const problems = prismClientModuleProblems(files);
  if (problems.length === 0) return;
  throw new Error(
    [
      `[prism-on-demand] @docusaurus/theme-classic ${files.version} changed what this plugin replaces:`,
      ...problems.map((p) => `  - ${p}`),
      "The plugin swaps the theme's Prism client module for an empty one and registers prism.additionalLanguages",
      'from its code block wrapper instead (src/framework-patches/prism-on-demand). Find how this theme version registers the',
      'languages, then update themeClientModule.ts and registerLanguages.ts to match; or remove the plugin from',
      "config/plugins.ts (Prism is then back in every page's bundle).",
    ].join('\n'),
  );
}
