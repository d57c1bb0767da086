import fs from 'node:fs';
import path from 'node:path';
import {siteThemeDirs, upstreamComponentNames} from './check';
import {importedModules} from './sourceImports';
import {componentName} from './themeComponents';

export type OverrideChain = {readonly component: string; readonly chain: readonly string[]};

/** The component files below a theme folder, by component name. */
function componentsIn(dir: string): Map<string, string> {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(name))
      .map((name) => [componentName(name), path.join(dir, name)]),
  );
}

function describe(siteDir: string, file: string, name: string): string {
  const imports = importedModules(fs.readFileSync(file, 'utf8'), file);
  const how = imports.includes(`@theme-original/${name}`)
    ? 'wraps the next one down (@theme-original)'
    : imports.includes(`@theme-init/${name}`)
      ? "wraps the framework's own (@theme-init)"
      : 'replaces it (ejected or rewritten)';
  return `${path.relative(siteDir, file).split(path.sep).join('/')}: ${how}`;
}

/**
 * For every theme component the site overrides, the chain a reader's page goes through: the site's src/theme,
 * then the local plugins' themes from the last plugin in the list to the first (a later plugin's theme takes
 * precedence), then the @docusaurus packages that provide it.
 */
export function overrideChains(siteDir: string, localPluginEntries: readonly string[]): OverrideChain[] {
  const pluginThemes = localPluginEntries
    .map((entry) => path.join(siteDir, path.dirname(entry), 'theme'))
    .filter((dir) => fs.existsSync(dir))
    .reverse();
  const layers = [path.join(siteDir, 'src', 'theme'), ...pluginThemes].map(componentsIn);
  const upstream = upstreamComponentNames(siteDir);
  const scope = path.join(siteDir, 'node_modules', '@docusaurus');
  const names = [...new Set(layers.flatMap((layer) => [...layer.keys()]))].filter((name) => upstream.has(name)).sort();
  // Theme folders that are not in the plugin list are reported too: a theme that never applies is a mistake.
  const known = new Set([path.join(siteDir, 'src', 'theme'), ...pluginThemes]);
  const unlisted = siteThemeDirs(siteDir).filter((dir) => !known.has(dir));
  return names.map((name) => {
    const providers = fs
      .readdirSync(scope)
      .filter((pkg) => componentsIn(path.join(scope, pkg, 'lib', 'theme')).has(name))
      .map((pkg) => `@docusaurus/${pkg} (upstream)`);
    const chain = [
      ...layers.flatMap((layer) => (layer.has(name) ? [describe(siteDir, layer.get(name)!, name)] : [])),
      ...providers,
      ...unlisted.flatMap((dir) =>
        componentsIn(dir).has(name)
          ? [`${path.relative(siteDir, dir)}: NOT APPLIED (its plugin is not in the list)`]
          : [],
      ),
    ];
    return {component: name, chain};
  });
}
