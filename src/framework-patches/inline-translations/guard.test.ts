import {describe, expect, it} from 'vitest';
import {idsStillLookedUp, tableNotReplaced} from './guard';

describe('idsStillLookedUp', () => {
  const removed = new Set(['home.title', 'theme.common.close']);

  it('finds a removed id passed as a translation id, in any quoting, once', () => {
    const scripts = [
      'x({id:"home.title",message:"Welcome"});jsx(T,{id:`home.title`})',
      "y({'id': 'theme.common.close'})",
    ];
    expect(idsStillLookedUp(scripts, removed)).toEqual(['home.title', 'theme.common.close']);
  });

  it('ignores ids that were not removed, longer ids, and ids quoted as text', () => {
    const scripts = [
      'a({id:"home.titles"});b({id:"other.id"});c({xid:"home.title"})',
      'jsx("code",{children:"\\"home.title\\": {"})',
    ];
    expect(idsStillLookedUp(scripts, removed)).toEqual([]);
  });
});

describe('tableNotReplaced', () => {
  it('is a problem only when no request for the table was replaced', () => {
    expect(tableNotReplaced(1, '@generated/codeTranslations')).toBeUndefined();
    expect(tableNotReplaced(0, '@generated/codeTranslations')).toMatch(/core renamed the module/);
  });
});
