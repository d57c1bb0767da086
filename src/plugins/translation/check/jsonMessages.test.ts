import {describe, expect, it} from 'vitest';
import {jsonMessageProblems} from './jsonMessages';

const english = {
  'home.title': {message: 'Build docs'},
  'colorGenerator.rating.aa': {message: 'AA'},
};

describe('jsonMessageProblems', () => {
  it('accepts a complete translation, with allowed identical messages', () => {
    expect(
      jsonMessageProblems('code.json', english, {
        'home.title': {message: 'ドキュメントを構築'},
        'colorGenerator.rating.aa': {message: 'AA'},
      }),
    ).toEqual([]);
  });

  it('reports keys write-translations would add and messages left in English', () => {
    expect(jsonMessageProblems('code.json', english, {'colorGenerator.rating.aa': {message: 'AA'}})).toEqual([
      'code.json: "home.title" has no translation (write-translations would add it in English: "Build docs")',
    ]);
    expect(
      jsonMessageProblems('code.json', english, {
        'home.title': {message: 'Build docs'},
        'colorGenerator.rating.aa': {message: 'AA'},
      }),
    ).toEqual(['code.json: "home.title" is still the English text "Build docs"']);
  });

  it('skips the English-by-design fixture files and reports a missing file', () => {
    expect(jsonMessageProblems('docusaurus-plugin-content-docs-docs-tests/current.json', english, undefined)).toEqual(
      [],
    );
    expect(jsonMessageProblems('docusaurus-theme-classic/navbar.json', english, undefined)[0]).toContain('missing');
  });
});
