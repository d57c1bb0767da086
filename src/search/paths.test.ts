import {describe, expect, it} from 'vitest';
import {siteRootBaseUrl} from './paths';

describe('siteRootBaseUrl', () => {
  it('strips the locale folder of other locales', () => {
    expect(siteRootBaseUrl('/ja/', 'ja', false)).toBe('/');
    expect(siteRootBaseUrl('/preview/ja/', 'ja', false)).toBe('/preview/');
  });

  it('keeps the base URL of the default locale', () => {
    expect(siteRootBaseUrl('/', 'en', true)).toBe('/');
    expect(siteRootBaseUrl('/preview/', 'en', true)).toBe('/preview/');
  });
});
