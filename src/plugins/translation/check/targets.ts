import path from 'node:path';
import type {LocalizedRoot} from '../fallbackLinks';

const EXTERNAL_OR_ANCHOR = /^([a-z][a-z0-9+.-]*:|#|\/)/i;

/**
 * A link, image or import target of a content file, as the site-relative file
 * it designates, so that a translation and its source can be compared:
 * `./cli.mdx#options` in `i18n/ja/docusaurus-plugin-content-docs/current/intro.mdx`
 * and in `docs/intro.mdx` both become `docs/cli.mdx#options`, as does
 * `@site/docs/cli.mdx#options`. URLs, absolute paths, anchors and module names
 * are returned unchanged.
 */
export function normalizeTarget(
  target: string,
  file: string,
  siteDir: string,
  roots: readonly LocalizedRoot[],
): string {
  if (target.startsWith('@site/')) return target.slice('@site/'.length);
  if (EXTERNAL_OR_ANCHOR.test(target) || !(target.startsWith('.') || /\.[a-z0-9]+([?#].*)?$/i.test(target))) {
    return target;
  }
  const [, pathname = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  const absolute = path.resolve(path.dirname(file), pathname);
  let relative = path.relative(siteDir, absolute).split(path.sep).join('/');
  const root = roots.find((r) => relative === r.localized || relative.startsWith(`${r.localized}/`));
  if (root) relative = root.source + relative.slice(root.localized.length);
  return relative + suffix;
}
