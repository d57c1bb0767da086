import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** A row's badge (src/plugins/version-changes/apiBadges.ts): the version an option appeared or disappeared in. */
export type RowBadgeValue = {readonly since: string} | {readonly removed: string};

/** Parses the `badges` attribute the docs' remark plugin writes: option name → badge. Anything else: none. */
export function parseBadges(json: string | undefined): Record<string, RowBadgeValue> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Record<string, RowBadgeValue>) : {};
  } catch {
    return {};
  }
}

export default function RowBadge({badge}: {readonly badge: RowBadgeValue}): ReactNode {
  return (
    <span className="badge badge--secondary">
      {'since' in badge ? (
        <Translate
          id="apiTable.badge.since"
          description="Badge of an API option that the previous docs version does not have"
          values={{version: badge.since}}>
          {'since {version}'}
        </Translate>
      ) : (
        <Translate
          id="apiTable.badge.removed"
          description="Badge of an API option that the next docs version no longer has"
          values={{version: badge.removed}}>
          {'removed in {version}'}
        </Translate>
      )}
    </span>
  );
}
