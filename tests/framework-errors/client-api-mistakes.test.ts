/**
 * Misuses of Docusaurus client APIs in a site's pages. They throw while a page
 * renders, so `docusaurus build` (the real CLI, on the shared fixture site)
 * renders every page, then fails listing exactly the pages that threw, each
 * with its own message: one build proves all four, and the correct pages of
 * the same build are not listed.
 */
import {describe, expect, inject, it} from 'vitest';
import {build, classicPreset, siteConfig} from './fixtureSite';
import {ssgFailures} from './buildOutput';

const siteDir = inject('fixtureSiteDir');

const EXPECTED: Record<string, string> = {
  // core/lib/client/exports/Translate.js (getLocalizedMessage):
  '/translate-without-id':
    'Docusaurus translation declarations must have at least a translation id or a default translation message',
  // core/lib/client/exports/Translate.js (Translate):
  '/translate-element-child': 'The Docusaurus <Translate> component only accept simple string values',
  // core/lib/client/exports/Interpolate.js (Interpolate):
  //   `The Docusaurus <Interpolate> component only accept simple string values. Received: ${isValidElement(children) ? 'React element' : typeof children}`
  '/interpolate-element-child':
    'The Docusaurus <Interpolate> component only accept simple string values. Received: React element',
  // core/lib/client/exports/ComponentCreator.js (render of a route's loaded modules):
  //   `The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`
  '/no-default-export':
    "The page component at /no-default-export doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.",
};

describe('client API misuses fail the build on the pages that contain them', () => {
  it('translate() without id or message, <Translate> and <Interpolate> with an element child, a page without default export', async () => {
    const {exitCode, output} = await build(
      siteDir,
      'client-mistakes',
      siteConfig({presets: [classicPreset({pages: 'pages-client-mistakes'})]}),
    );
    expect(exitCode).toBe(1);
    expect(output).toContain('Docusaurus static site generation failed for 4 paths:');
    // Exactly these pages: the correct page and the 404 page of the same build rendered.
    expect(ssgFailures(output)).toEqual(EXPECTED);
  });
});
