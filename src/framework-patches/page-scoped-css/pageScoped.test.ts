import {describe, expect, it} from 'vitest';
import {isPageScoped} from './pageScoped';
import {keepOutOfSharedStylesheet} from './index';

describe('page-scoped stylesheets', () => {
  it('names the debug viewer, the live editor and one-page components, not the theme or the site-wide stylesheets', () => {
    expect(isPageScoped('/site/node_modules/react-json-view-lite/dist/index.css')).toBe(true);
    expect(
      isPageScoped('/site/node_modules/@docusaurus/theme-live-codeblock/lib/theme/Playground/styles.module.css'),
    ).toBe(true);
    expect(isPageScoped('/site/src/components/Home/Hero/styles.module.css')).toBe(true);
    expect(isPageScoped('/site/src/pages/showcase/_components/ShowcaseCard/styles.module.css')).toBe(true);
    expect(isPageScoped('/site/src/components/FileTree/styles.module.css')).toBe(true);
    expect(isPageScoped('/site/src/plugins/page-feedback/components/PageFeedback/styles.module.css')).toBe(false);
    expect(isPageScoped('/site/src/css/custom.css')).toBe(false);
    expect(isPageScoped('/site/node_modules/infima/dist/css/default/default.css')).toBe(false);
    expect(isPageScoped(undefined)).toBe(false);
  });

  it("narrows core's shared stylesheet group, and fails loudly when core no longer has it", () => {
    const config = {
      optimization: {
        splitChunks: {cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true}}},
      },
    };
    keepOutOfSharedStylesheet(config);
    const test = (config.optimization.splitChunks.cacheGroups.styles as {test?: (m: unknown) => boolean}).test!;
    expect(test({nameForCondition: () => '/site/src/css/custom.css'})).toBe(true);
    expect(test({nameForCondition: () => '/site/node_modules/react-json-view-lite/dist/index.css'})).toBe(false);
    expect(() => keepOutOfSharedStylesheet({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(
      /page-scoped-css.*cacheGroups\.styles/,
    );
  });
});
