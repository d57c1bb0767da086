import type {ReactNode} from 'react';
import DocItemContent from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import UntranslatedNotice from '@theme/UntranslatedNotice';
import {useIsUntranslatedPage} from '../../../useIsUntranslatedPage';

/** A doc shown in its English original in another locale gets the notice and `lang="en"`. */
export default function DocItemContentWithTranslationStatus(props: Props): ReactNode {
  const {metadata} = useDoc();
  const untranslated = useIsUntranslatedPage(metadata.source);
  if (!untranslated) {
    return <DocItemContent {...props} />;
  }
  return (
    <>
      <UntranslatedNotice />
      <div lang="en">
        <DocItemContent {...props} />
      </div>
    </>
  );
}
