import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

type Props = {
  readonly status: 'changed' | 'new';
  /** The page's version label and the previous hosted version. */
  readonly version: string;
  readonly previous: string;
  /** For a changed page: changed lines (a string: the remark plugin writes attributes as text) and the changes page. */
  readonly count?: string;
  readonly to?: string;
  /** The translated pages could not be compared (the previous version is not translated): the English ones were. */
  readonly english?: string;
};

/** At the top of a doc page: what changed since the previous hosted version (../../remarkChangesLink.ts). */
export default function VersionChangesLink({status, version, previous, count, to, english}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  if (status === 'new' || !to) {
    return (
      <p className="version-changes-link margin-bottom--md" data-pagefind-ignore="all">
        <Translate
          id="versionChanges.newPage"
          description="At the top of a doc page that the previous docs version does not have"
          values={{version, previous}}>
          {'New in {version}: this page is not in the {previous} docs.'}
        </Translate>
      </p>
    );
  }
  const lines = Number(count);
  return (
    <p className="version-changes-link margin-bottom--md" data-pagefind-ignore="all">
      <Link to={to}>
        {selectMessage(
          lines,
          translate(
            {
              id: 'versionChanges.link',
              description:
                'The link to a doc page’s changes since the previous docs version (plural forms, separated by |)',
              message: 'Changes since {previous}: one line changed|Changes since {previous}: {count} lines changed',
            },
            {previous, count: lines},
          ),
        )}
      </Link>
      {english === 'true' && (
        <>
          {' '}
          <Translate
            id="versionChanges.englishNote"
            description="After the changes link when the previous version's pages are not translated"
            values={{previous}}>
            {'(between the English pages: {previous} is not translated)'}
          </Translate>
        </>
      )}
    </p>
  );
}
