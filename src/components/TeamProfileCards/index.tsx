import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {team, type TeamGroupId, type TeamMember} from '@site/src/data/team';
import {githubAvatarUrl, githubHandle, membersOf} from './team';
import styles from './styles.module.css';

const AVATAR_SIZE = 96;

/** A factual one-line role per group: we never describe what a person said or did. */
function roleOf(group: TeamGroupId): string {
  switch (group) {
    case 'Active':
      return translate({id: 'team.role.active', message: 'Maintainer of Docusaurus'});
    case 'HonoraryAlumni':
      return translate({id: 'team.role.alumni', message: 'Former maintainer of Docusaurus'});
    case 'StudentFellows':
      return translate({id: 'team.role.fellow', message: 'Student fellow who worked on Docusaurus'});
  }
}

function ProfileCard({member, role}: {member: TeamMember; role: string}): ReactNode {
  const handle = githubHandle(member.github);
  return (
    <li className={styles.card}>
      <img
        className={styles.avatar}
        src={githubAvatarUrl(member.github, AVATAR_SIZE)}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <Heading as="h3" className={styles.name}>
          {member.name}
        </Heading>
        <p className={styles.role}>{role}</p>
        <ul className={styles.links}>
          <li>
            <Link href={member.github} aria-label={`GitHub: ${handle}`}>
              GitHub
            </Link>
          </li>
          {member.x && (
            <li>
              <Link
                href={member.x}
                aria-label={translate({id: 'team.xProfile', message: 'X: {name}'}, {name: member.name})}>
                X
              </Link>
            </li>
          )}
        </ul>
      </div>
    </li>
  );
}

type Props = {
  readonly group: TeamGroupId;
};

/** The profile cards of one team group, as a list. */
export default function TeamProfileCards({group}: Props): ReactNode {
  const members = membersOf(team, group);
  const role = roleOf(group);
  return (
    <ul
      className={styles.grid}
      aria-label={translate({id: 'team.groupLabel', message: '{count} team members'}, {count: String(members.length)})}>
      {members.map((member) => (
        <ProfileCard key={member.github} member={member} role={role} />
      ))}
    </ul>
  );
}
