import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import releasePosts from '@site/src/data/release-posts.json';
import {releaseNotesLinks} from '@site/src/utils/versions';

/** The changelog entry of a version and, when its minor has one, the release post. */
export default function ReleaseNotesLinks({version}: {readonly version: string}): ReactNode {
  const {changelog, blogPost} = releaseNotesLinks(version, releasePosts);
  return (
    <>
      <Link to={changelog}>
        <Translate id="versions.changelog">Changelog</Translate>
      </Link>
      {blogPost && (
        <>
          {' · '}
          <Link to={blogPost}>
            <Translate id="versions.releasePost">Release post</Translate>
          </Link>
        </>
      )}
    </>
  );
}
