// A navbar item whose `type` is neither a built-in type nor a `custom-…` one must
// stop the build with theme-classic's own message. This runs the theme's real
// `validateThemeConfig` with the callback Docusaurus core gives it
// (`normalizeThemeConfig`), so the test fails if either side changes.
import path from 'node:path';
import createJiti from 'jiti';
import {describe, expect, it} from 'vitest';
import {navbar} from '../../config/navbar';

const SITE_DIR = path.resolve(__dirname, '../..');
// jiti, like Docusaurus itself, loads packages whose lib/ mixes ESM syntax into .js files.
const load = createJiti(path.join(SITE_DIR, 'docusaurus.config.ts'), {interopDefault: true});

type Validate = (schema: unknown, themeConfig: unknown) => unknown;
const {validateThemeConfig} = load('@docusaurus/theme-classic') as {
  validateThemeConfig: (args: {validate: Validate; themeConfig: unknown}) => unknown;
};
const {normalizeThemeConfig} = load('@docusaurus/utils-validation') as {normalizeThemeConfig: Validate};

function validateNavbar(items: unknown[]): unknown {
  return validateThemeConfig({validate: normalizeThemeConfig, themeConfig: {navbar: {items}}});
}

describe('navbar item types', () => {
  // The message comes from theme-classic/lib/options.js:
  //   Joi.forbidden().messages({'any.unknown': 'Bad navbar item type {.type}'})
  it('rejects an unknown type with "Bad navbar item type <type>"', () => {
    expect(() => validateNavbar([{type: 'doesNotExist', position: 'left'}])).toThrow(
      /^Bad navbar item type doesNotExist$/,
    );
  });

  it('rejects an unknown type inside a dropdown with the same message', () => {
    expect(() =>
      validateNavbar([{type: 'dropdown', label: 'More', position: 'left', items: [{type: 'doesNotExist'}]}]),
    ).toThrow(/^Bad navbar item type doesNotExist$/);
  });

  it('accepts any type starting with custom-, with whatever props it needs', () => {
    expect(() =>
      validateNavbar([{type: 'custom-dogfoodingNavbarItem', position: 'left', content: 'Fixtures'}]),
    ).not.toThrow();
  });

  it('accepts the navbar of this site, which has such a custom item', () => {
    for (const locale of ['en', 'ja']) {
      const config = navbar(locale);
      expect(config.items?.some((item) => item.type === 'custom-dogfoodingNavbarItem')).toBe(true);
      expect(() => validateThemeConfig({validate: normalizeThemeConfig, themeConfig: {navbar: config}})).not.toThrow();
    }
  });
});
