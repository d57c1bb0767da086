import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';

/** A docs or community page's metadata, with its own social card. */
export default function DocItemMetadataWithCard(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <SocialCardMetadata permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
