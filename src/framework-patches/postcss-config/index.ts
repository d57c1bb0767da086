import fs from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CONFIG_FILE = /^(?:\.postcssrc(?:\.\w+)?|postcss\.config\.\w+)$/;

/**
 * Docusaurus hands postcss-loader every PostCSS plugin in its options, yet
 * postcss-loader still searched the disk for a PostCSS config file for each
 * CSS file it loaded: 1.5 s of the bundler's JavaScript thread in every
 * locale's build. `config: false` turns the search off. A PostCSS plugin
 * belongs in a plugin's `configurePostCss`; a config file would be ignored,
 * so one in the site fails the build.
 */
export default function postcssConfigPlugin(context: LoadContext): Plugin<void> {
  const configFile = fs.readdirSync(context.siteDir).find((name) => CONFIG_FILE.test(name));
  if (configFile) {
    throw new Error(
      `[postcss-config] ${configFile} would be ignored: PostCSS plugins are added by a plugin's configurePostCss (src/framework-patches/postcss-config).`,
    );
  }
  return {
    name: 'postcss-config',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
