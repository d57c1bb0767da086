import {describe, expect, it} from 'vitest';
import {team} from '../../data/team';
import {githubAvatarUrl, githubHandle, membersOf} from './team';

describe('githubHandle', () => {
  it('reads the handle from a profile URL', () => {
    expect(githubHandle('https://github.com/slorber')).toBe('slorber');
    expect(githubHandle('https://github.com/Josh-Cena/')).toBe('Josh-Cena');
  });

  it('rejects URLs that are not GitHub profiles', () => {
    expect(() => githubHandle('https://x.com/docusaurus')).toThrow(/Not a GitHub profile/);
    expect(() => githubHandle('https://github.com/facebook/docusaurus')).toThrow(/Not a GitHub profile/);
  });
});

describe('githubAvatarUrl', () => {
  it('asks GitHub for a sized avatar', () => {
    expect(githubAvatarUrl('https://github.com/yangshun', 96)).toBe('https://github.com/yangshun.png?size=96');
  });
});

describe('team data', () => {
  it('has the three groups, each non-empty', () => {
    expect(team.map((g) => g.group)).toEqual(['Active', 'HonoraryAlumni', 'StudentFellows']);
    for (const group of team) {
      expect(membersOf(team, group.group).length).toBeGreaterThan(0);
    }
  });

  it('gives every member a valid GitHub profile and unique name', () => {
    const members = team.flatMap((g) => g.members);
    for (const member of members) {
      expect(() => githubHandle(member.github)).not.toThrow();
      if (member.x) {
        expect(member.x).toMatch(/^https:\/\/x\.com\/\w+$/);
      }
    }
    expect(new Set(members.map((m) => m.name)).size).toBe(members.length);
  });

  it('refuses an unknown group', () => {
    // @ts-expect-error: testing a value outside the type
    expect(() => membersOf(team, 'Founders')).toThrow(/Unknown team group/);
  });
});
