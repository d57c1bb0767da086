import teamData from './team.json';

export type TeamGroupId = 'Active' | 'HonoraryAlumni' | 'StudentFellows';

export type TeamMember = {
  readonly name: string;
  readonly github: string;
  readonly x?: string;
};

export type TeamGroup = {
  readonly group: TeamGroupId;
  readonly members: readonly TeamMember[];
};

/** The maintainers shown on /community/team, by group (copied from the project's public team list). */
export const team: readonly TeamGroup[] = teamData as TeamGroup[];
