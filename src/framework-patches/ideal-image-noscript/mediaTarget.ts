import fs from 'node:fs';
import path from 'node:path';

/** The ideal-image component imports its Media component as `../Media`. */
export const MEDIA_REQUEST = /^\.\.\/Media$/;
export const IDEAL_IMAGE_DIR = /IdealImageLegacy[\\/]components[\\/]IdealImage$/;

/** What this plugin reads of the installed plugin-ideal-image to know its replacement still applies. */
export type IdealImageFiles = {
  readonly version: string;
  /** The folder of the component that imports `../Media`. */
  readonly idealImageDir: string;
  /** `IdealImage/index.js`; undefined when the file is gone. */
  readonly idealImageSource: string | undefined;
  /** `Media/index.js`; undefined when the file is gone. */
  readonly mediaSource: string | undefined;
};

/** The body of Media's `renderNoscript` method, or undefined when there is none. */
function renderNoscriptBody(mediaSource: string): string | undefined {
  const start = mediaSource.search(/renderNoscript\(props\)\s*\{/);
  if (start < 0) return undefined;
  // The method ends where the next method of the class starts.
  const end = mediaSource.slice(start).search(/\n {2}\w+\([^)]*\)\s*\{/);
  return end < 0 ? mediaSource.slice(start) : mediaSource.slice(start, start + end);
}

/**
 * Everything the module replacement and MediaNoscript.jsx rely on in
 * plugin-ideal-image, as a list of what no longer holds (empty when all do).
 */
export function mediaReplacementProblems(files: IdealImageFiles): string[] {
  const problems: string[] = [];
  const {idealImageDir, idealImageSource, mediaSource} = files;
  if (idealImageSource === undefined) {
    problems.push('IdealImageLegacy/components/IdealImage/index.js no longer exists');
  } else {
    if (!IDEAL_IMAGE_DIR.test(idealImageDir)) {
      problems.push(`${idealImageDir} does not match IDEAL_IMAGE_DIR, so its Media import would not be replaced`);
    }
    const mediaImport = /import\s+Media\s+from\s+['"]([^'"]+)['"]/.exec(idealImageSource)?.[1];
    if (mediaImport === undefined || !MEDIA_REQUEST.test(mediaImport)) {
      problems.push(
        `IdealImage/index.js no longer imports Media as '../Media' (found ${mediaImport ?? 'no Media import'})`,
      );
    }
  }
  if (mediaSource === undefined) {
    problems.push('IdealImageLegacy/components/Media/index.js no longer exists');
    return problems;
  }
  if (!/export default class Media\b/.test(mediaSource)) {
    problems.push('Media/index.js no longer exports a Media class by default, which MediaNoscript extends');
  }
  const noscript = renderNoscriptBody(mediaSource);
  if (noscript === undefined) {
    problems.push('Media no longer has a renderNoscript(props) method, which MediaNoscript overrides');
  } else if (!/<noscript>\s*<img\b/.test(noscript) || !noscript.includes('srcSet={props.nsSrcSet}')) {
    problems.push(
      'Media.renderNoscript no longer renders <noscript><img srcSet={props.nsSrcSet}>, which MediaNoscript edits',
    );
  }
  return problems;
}

/** Reads the installed plugin-ideal-image's files that `mediaReplacementProblems` checks. */
export function readIdealImageFiles(resolve: (request: string) => string = require.resolve): IdealImageFiles {
  const libDir = path.dirname(resolve('@docusaurus/plugin-ideal-image'));
  const {version} = JSON.parse(fs.readFileSync(path.join(libDir, '..', 'package.json'), 'utf8')) as {version: string};
  const componentsDir = path.join(libDir, 'theme', 'IdealImageLegacy', 'components');
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  const idealImageDir = path.join(componentsDir, 'IdealImage');
  return {
    version,
    idealImageDir,
    idealImageSource: read(path.join(idealImageDir, 'index.js')),
    mediaSource: read(path.join(componentsDir, 'Media', 'index.js')),
  };
}

/** Throws, saying what to do, when the installed plugin-ideal-image no longer has what the plugin replaces. */
export function assertMediaReplacement(files: IdealImageFiles = readIdealImageFiles()): void {
  const problems = mediaReplacementProblems(files);
  if (problems.length === 0) return;
  throw new Error(
    [
      `[ideal-image-noscript] @docusaurus/plugin-ideal-image ${files.version} changed what this plugin replaces:`,
      ...problems.map((p) => `  - ${p}`),
      'The plugin swaps the Media import of IdealImage for MediaNoscript, whose <noscript> image has a src and no',
      'srcset (src/framework-patches/ideal-image-noscript). Check whether the new version still renders a fallback with a',
      'srcset of width descriptors and no `sizes`: if it does, update mediaTarget.ts and MediaNoscript.jsx to its new',
      'structure; if not, decide whether the one-image fallback is still worth the replacement.',
    ].join('\n'),
  );
}
