import {describe, expect, it} from 'vitest';
import {groupVersions, locateVersion, type DocsVersion} from './versionGroups';

const versions: DocsVersion[] = [
  {name: 'current', label: 'Canary', path: '/docs/next'},
  {name: '3.9.2', label: '3.9.2', path: '/docs'},
  {name: '3.8.1', label: '3.8.1', path: '/docs/3.8.1'},
];

describe('locateVersion', () => {
  it('finds the version of a page and its path in any version', () => {
    expect(locateVersion('/docs/next/cli#build', versions)).toEqual({version: versions[0], key: '/docs/cli'});
    expect(locateVersion('/docs/cli', versions)).toEqual({version: versions[1], key: '/docs/cli'});
    expect(locateVersion('/docs/3.8.1/cli', versions)).toEqual({version: versions[2], key: '/docs/cli'});
    expect(locateVersion('/docs/next', versions)).toEqual({version: versions[0], key: '/docs'});
  });

  it('leaves pages outside the docs alone, and does not take a prefix of a word for a version', () => {
    expect(locateVersion('/blog/releases/3.9', versions)).toEqual({version: null, key: '/blog/releases/3.9'});
    expect(locateVersion('/docs/nextjs', versions)).toEqual({version: versions[1], key: '/docs/nextjs'});
  });
});

describe('groupVersions', () => {
  const url = (item: string) => item;

  it('merges the versions of a page into one result at the best rank, shown in the preferred version', () => {
    const groups = groupVersions(
      ['/docs/next/themes', '/docs/themes', '/blog/x', '/docs/3.8.1/themes', '/docs/cli'],
      url,
      versions,
      '3.9.2',
    );
    expect(groups.map((g) => [g.item, g.others.map((o) => o.version.label)])).toEqual([
      ['/docs/themes', ['Canary', '3.8.1']],
      ['/blog/x', []],
      ['/docs/cli', []],
    ]);
    expect(groups[0]!.version?.label).toBe('3.9.2');
  });

  it('shows the best ranked version when the page is not in the preferred one', () => {
    const groups = groupVersions(['/docs/3.8.1/old', '/docs/next/old'], url, versions, '3.9.2');
    expect(groups).toEqual([
      {item: '/docs/3.8.1/old', version: versions[2], others: [{item: '/docs/next/old', version: versions[0]}]},
    ]);
  });
});
