import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import ReleaseNotesLinks from '../ReleaseNotesLinks';
import styles from './styles.module.css';

type Props = {
  readonly versions: readonly GlobalVersion[];
  /** Released versions link their notes; the unreleased one links the changelog. */
  readonly withNotes: boolean;
};

/** The table of one group of versions hosted on this site. */
export default function HostedVersionsTable({versions, withNotes}: Props): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="versions.column.version">Version</Translate>
          </th>
          <th scope="col">
            <Translate id="versions.column.docs">Documentation</Translate>
          </th>
          <th scope="col">
            <Translate id="versions.column.notes">Release notes</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.name}>
            <th scope="row">{version.label}</th>
            <td>
              <Link to={version.path}>
                <Translate id="versions.docsLink" values={{version: version.label}}>
                  {'{version} docs'}
                </Translate>
              </Link>
            </td>
            <td>
              {withNotes ? (
                <ReleaseNotesLinks version={version.name} />
              ) : (
                <Link to="/changelog">
                  <Translate id="versions.unreleasedNotes">Changes merged since the last release</Translate>
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
