import {describe, expect, it} from 'vitest';
import {
  assertMediaReplacement,
  mediaReplacementProblems,
  readIdealImageFiles,
  type IdealImageFiles,
} from './mediaTarget';

// The installed plugin-ideal-image: what the build really uses.
const installed = readIdealImageFiles();

describe('ideal-image-noscript start-up check', () => {
  it('finds everything it relies on in the installed plugin-ideal-image', () => {
    expect(mediaReplacementProblems(installed)).toEqual([]);
    expect(() => assertMediaReplacement(installed)).not.toThrow();
  });

  it('fails when the Media component file is gone', () => {
    expect(mediaReplacementProblems({...installed, mediaSource: undefined})).toEqual([
      'IdealImageLegacy/components/Media/index.js no longer exists',
    ]);
  });

  it('fails when IdealImage imports Media from elsewhere', () => {
    const idealImageSource = installed.idealImageSource!.replace(`from '../Media'`, `from '../Media/Media'`);
    expect(mediaReplacementProblems({...installed, idealImageSource})).toEqual([
      `IdealImage/index.js no longer imports Media as '../Media' (found ../Media/Media)`,
    ]);
  });

  it('fails when the IdealImage folder moves where the replacement does not look', () => {
    const idealImageDir = installed.idealImageDir.replace('IdealImageLegacy', 'IdealImage2');
    expect(mediaReplacementProblems({...installed, idealImageDir})[0]).toMatch(/does not match IDEAL_IMAGE_DIR/);
  });

  it('fails when Media no longer has the method MediaNoscript overrides', () => {
    const mediaSource = installed.mediaSource!.replace('renderNoscript(props) {', 'renderFallback(props) {');
    expect(mediaReplacementProblems({...installed, mediaSource})).toEqual([
      'Media no longer has a renderNoscript(props) method, which MediaNoscript overrides',
    ]);
  });

  it("fails when the fallback image is no longer the noscript element's child with the srcset", () => {
    const mediaSource = installed.mediaSource!.replace('srcSet={props.nsSrcSet}', 'srcSet={props.srcSet}');
    expect(mediaReplacementProblems({...installed, mediaSource})[0]).toMatch(/no longer renders <noscript><img/);
  });

  it('throws one error naming the version, every problem and what to do', () => {
    expect(() =>
      assertMediaReplacement({...installed, version: '9.9.9', idealImageSource: undefined} satisfies IdealImageFiles),
    ).toThrow(
      /plugin-ideal-image 9\.9\.9 changed[\s\S]*IdealImage\/index\.js no longer exists[\s\S]*still worth the replacement/,
    );
  });
});
