/**
 * Configuration mistakes that Docusaurus reports while loading the site, before
 * any bundling: each case loads the shared fixture site in-process with the
 * real @docusaurus/core (`loadSite`, what every command runs first) and a
 * config holding one mistake, and checks the exact message a contributor reads.
 */
import {describe, expect, inject, it} from 'vitest';
import {classicPreset, loadError, messageChain, siteConfig} from './fixtureSite';

const siteDir = inject('fixtureSiteDir');
const docs = {sidebarPath: './sidebars/default.js'};

describe('configuration mistakes found while loading the site', () => {
  it('the same site without a mistake loads', async () => {
    expect(
      await loadError(siteDir, 'valid', siteConfig({presets: [classicPreset({docs, pages: 'pages-home'})]})),
    ).toBeUndefined();
  });

  // plugin-content-docs/lib/versions/validation.js (validateVersionsOptions):
  //   `Invalid docs option "versions": unknown versions (${unknown.join(',')}) found. Available version names are: ${available.join(', ')}`
  it('a docs `versions` entry naming a version that does not exist lists the available names', async () => {
    const error = await loadError(
      siteDir,
      'unknown-version',
      siteConfig({
        presets: [classicPreset({docs: {...docs, versions: {'2.0.0': {label: 'Two'}}}, pages: 'pages-home'})],
      }),
    );
    expect(messageChain(error)).toEqual([
      'Invalid docs option "versions": unknown versions (2.0.0) found. Available version names are: current, 1.0.0',
    ]);
  });

  // plugin-content-docs/lib/sidebars/postProcessor.js (postProcessSidebarItem):
  //   `Sidebar category ${item.label} has neither any subitem nor a link. This makes this item not able to link to anything.`
  it('a sidebar category with no item and no link is refused', async () => {
    const error = await loadError(
      siteDir,
      'empty-category',
      siteConfig({
        presets: [classicPreset({docs: {sidebarPath: './sidebars/empty-category.js'}, pages: 'pages-home'})],
      }),
    );
    expect(messageChain(error)).toEqual([
      'Sidebar category Empty category has neither any subitem nor a link. This makes this item not able to link to anything.',
    ]);
  });

  // core/lib/server/i18n.js (getDefaultLocaleConfig), when Intl cannot read the locale name:
  //   `Docusaurus couldn't infer a default locale config for ${name(locale)}.
  //    Make sure it is a valid BCP 47 locale name (e.g. en, fr, fr-FR, etc.) and/or provide a valid BCP 47
  //    ${code(`siteConfig.i18n.localeConfig['${locale}'].htmlLang`)} attribute.`
  it('a locale that is no BCP 47 name and has no htmlLang in its locale config is refused', async () => {
    const error = await loadError(
      siteDir,
      'locale-without-config',
      siteConfig({
        i18n: {defaultLocale: 'en', locales: ['en', 'en_GB']},
        presets: [classicPreset({pages: 'pages-home'})],
      }),
    );
    const [message] = messageChain(error);
    expect(message).toBe(
      "Docusaurus couldn't infer a default locale config for en_GB.\n" +
        'Make sure it is a valid BCP 47 locale name (e.g. en, fr, fr-FR, etc.) and/or provide a valid BCP 47 ' +
        "`siteConfig.i18n.localeConfig['en_GB'].htmlLang` attribute.",
    );
    // The cause is the RangeError of Intl, whose wording belongs to Node.
    expect(error?.cause).toBeInstanceOf(RangeError);
  });

  it('the same locale loads once its locale config gives a BCP 47 htmlLang', async () => {
    const error = await loadError(
      siteDir,
      'locale-with-config',
      siteConfig({
        i18n: {defaultLocale: 'en', locales: ['en', 'en_GB'], localeConfigs: {en_GB: {htmlLang: 'en-GB'}}},
        presets: [classicPreset({pages: 'pages-home'})],
      }),
    );
    expect(error).toBeUndefined();
  });

  // theme-classic/lib/options.js: Joi.forbidden().messages({'any.unknown': 'Bad navbar item type {.type}'}),
  // reported by core's theme config validation (tests/unit/unknown-navbar-item.test.ts checks the schema alone).
  it('a navbar item of unknown type is refused when the theme validates its config', async () => {
    const error = await loadError(
      siteDir,
      'unknown-navbar-type',
      siteConfig({
        presets: [classicPreset({docs, pages: 'pages-home'})],
        themeConfig: {navbar: {items: [{type: 'doesNotExist', position: 'left'}]}},
      }),
    );
    expect(messageChain(error)).toEqual(['Bad navbar item type doesNotExist']);
  });
});
