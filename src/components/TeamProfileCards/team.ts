import type {TeamGroup, TeamGroupId, TeamMember} from '../../data/team';

/** `https://github.com/slorber` → `slorber`. Throws on anything that is not a GitHub profile URL. */
export function githubHandle(profileUrl: string): string {
  const url = new URL(profileUrl);
  const [handle, ...rest] = url.pathname.split('/').filter(Boolean);
  if (url.hostname !== 'github.com' || !handle || rest.length > 0) {
    throw new Error(`Not a GitHub profile URL: ${profileUrl}`);
  }
  return handle;
}

/** GitHub serves every user's avatar at this address; `size` keeps the download small. */
export function githubAvatarUrl(profileUrl: string, size: number): string {
  return `https://github.com/${githubHandle(profileUrl)}.png?size=${size}`;
}

/** The members of one group, in the order of the data file. */
export function membersOf(groups: readonly TeamGroup[], id: TeamGroupId): readonly TeamMember[] {
  const group = groups.find((g) => g.group === id);
  if (!group) {
    throw new Error(`Unknown team group "${id}"`);
  }
  return group.members;
}
