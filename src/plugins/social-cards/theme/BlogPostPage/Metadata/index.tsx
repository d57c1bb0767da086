import type {ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';

/** A blog post's or changelog entry's metadata, with its own social card. */
export default function BlogPostPageMetadataWithCard(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <SocialCardMetadata permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
