import {describe, expect, it} from 'vitest';
import archived from '../../versionsArchived.json';
import versions from '../../versions.json';
import releasePosts from '../data/release-posts.json';
import {archivedVersionList, minorOf, releaseNotesLinks} from './versions';

describe('versions data', () => {
  it('keeps 3.9.2 as the last version and 3.8.1 as the older hosted one', () => {
    expect(versions).toEqual(['3.9.2', '3.8.1']);
  });

  it('lists archived versions newest first, none of them hosted here', () => {
    const list = archivedVersionList(archived);
    expect(list[0]?.name).toBe('3.7.0');
    expect(list.at(-1)?.name).toBe('2.0.1');
    for (const v of list) {
      expect(versions).not.toContain(v.name);
      expect(v.url).toMatch(/^https:\/\//);
    }
  });
});

describe('release notes links', () => {
  it('links a version to its changelog entry and its minor release post', () => {
    expect(releaseNotesLinks('3.9.2', releasePosts)).toEqual({
      changelog: '/changelog/3.9.2',
      blogPost: '/blog/releases/3.9',
    });
    expect(releaseNotesLinks('2.0.1', releasePosts)).toEqual({
      changelog: '/changelog/2.0.1',
      blogPost: '/blog/2022/08/01/announcing-docusaurus-2.0',
    });
  });

  it('omits the post when the minor has none', () => {
    expect(releaseNotesLinks('2.0.1', [{version: '3.9.0', route: '/blog/releases/3.9'}])).toEqual({
      changelog: '/changelog/2.0.1',
    });
  });

  it('rejects something that is not a version', () => {
    expect(() => minorOf('next')).toThrow(/Not a semantic version/);
  });
});
