import type {ReactNode} from 'react';
import DocItemFooter from '@theme-init/DocItem/Footer';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '../../../components/PageFeedback';

/** The docs' footer, then "Was this page helpful?" on the site's docs and community pages (not on fixtures). */
export default function DocItemFooterWithFeedback(): ReactNode {
  const plugin = useActivePlugin();
  const asks = plugin?.pluginId === 'default' || plugin?.pluginId === 'community';
  return (
    <>
      <DocItemFooter />
      {asks && <PageFeedback />}
    </>
  );
}
