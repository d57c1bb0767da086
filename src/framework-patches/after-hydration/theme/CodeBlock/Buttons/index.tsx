/**
 * A code block's copy and word-wrap buttons are built in a transition after
 * hydration (see ../../../index.ts). The theme renders them only in the
 * browser (BrowserOnly), so they were all built in the update right after
 * hydration: 29 button groups with their icons on /docs/installation.
 */
import type {ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {useRenderedAfterHydration} from '../../../useRenderedAfterHydration';

export default function ButtonsAfterHydration(props: Props): ReactNode {
  return useRenderedAfterHydration() ? <Buttons {...props} /> : null;
}
