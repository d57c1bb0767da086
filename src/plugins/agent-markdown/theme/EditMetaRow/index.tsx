import type {ReactNode} from 'react';
import EditMetaRow from '@theme-init/EditMetaRow';
import type {Props} from '@theme/EditMetaRow';
import PageActions from '@theme/PageActions';

/**
 * The edit-and-last-updated row is where the theme puts a page's actions, on
 * docs pages and blog post pages alike (not on lists): the Markdown actions
 * follow it.
 */
export default function EditMetaRowWithPageActions(props: Props): ReactNode {
  return (
    <>
      <EditMetaRow {...props} />
      <PageActions />
    </>
  );
}
